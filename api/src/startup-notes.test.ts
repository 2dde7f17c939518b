import { describe, expect, it } from 'vitest';
import { servicesOff } from './startup-notes.js';

describe('servicesOff', () => {
  it('names each outside service that is off and the settings that turn it on', () => {
    expect(servicesOff({ isProduction: false, mail: {} })).toEqual([
      'Card payments are off: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET to take cards.',
      'Text messages are off: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM to send texts.',
      'Email is kept, not sent: read it in Settings → Outbox, or set SMTP_URL.',
    ]);
    expect(servicesOff({ isProduction: true, mail: {} })).toContain(
      'Email is not sent: set SMTP_URL. Emails wait in Settings → Outbox until then.',
    );
  });

  it('says nothing of a service that is set up', () => {
    const configured = {
      isProduction: true,
      mail: { smtpUrl: 'smtp://mail.example:587' },
      stripe: {
        secretKey: 'sk_test_x',
        publishableKey: 'pk_test_x',
        webhookSecret: 'whsec_x',
        apiBase: 'https://api.stripe.com',
      },
      twilio: { accountSid: 'AC1', authToken: 't', from: '+12395550100', apiBase: 'https://api.twilio.com' },
    } as unknown as Parameters<typeof servicesOff>[0];
    expect(servicesOff(configured)).toEqual([]);
  });
});
