import type { Config } from './config.js';

/**
 * What the start-up banner says is off, in the owner's words with the setting that turns it on: the app runs without
 * these outside services, and a newcomer should not have to find out by clicking Pay Now.
 */
export function servicesOff(
  config: Pick<Config, 'stripe' | 'twilio' | 'isProduction'> & { mail: { smtpUrl?: string } },
): string[] {
  const notes: string[] = [];
  if (!config.stripe) {
    notes.push('Card payments are off: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET to take cards.');
  }
  if (!config.twilio) {
    notes.push('Text messages are off: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM to send texts.');
  }
  if (!config.mail.smtpUrl) {
    notes.push(
      config.isProduction
        ? 'Email is not sent: set SMTP_URL. Emails wait in Settings → Outbox until then.'
        : 'Email is kept, not sent: read it in Settings → Outbox, or set SMTP_URL.',
    );
  }
  return notes;
}
