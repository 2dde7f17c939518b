import nodemailer, { type Transporter, type TransportOptions } from 'nodemailer';
import type { MailConfig } from '../config.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/**
 * Where mail goes: `smtp` sends through SMTP_URL; `kept` (no SMTP_URL outside production) keeps each message in the
 * database for Settings → Outbox, so the app works offline; `unconfigured` (production without SMTP_URL) refuses,
 * leaving the backlog visible in the Outbox until SMTP is set up and the owner retries.
 */
export interface Mailer {
  readonly mode: 'smtp' | 'kept' | 'unconfigured';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A delivery failure that retrying will not fix: the server refused this address. */
export class AddressRefusedError extends Error {
  override name = 'AddressRefusedError';
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  command?: string;
  rejected?: string[];
}

/** The error of one send, told apart: a refused recipient (5xx at RCPT TO, or "invalid address") is permanent. */
export function classifySendError(error: unknown): Error {
  const smtp = (error ?? {}) as SmtpError;
  const refused =
    (smtp.code === 'EENVELOPE' && (smtp.rejected?.length ?? 0) > 0) ||
    (smtp.responseCode !== undefined && smtp.responseCode >= 500 && /^RCPT/i.test(smtp.command ?? '')) ||
    (smtp.code === 'EENVELOPE' && smtp.responseCode !== undefined && smtp.responseCode >= 500);
  const message = smtp.response ?? (error instanceof Error ? error.message : String(error));
  return refused ? new AddressRefusedError(message) : error instanceof Error ? error : new Error(message);
}

export function createMailer(config: MailConfig, isProduction: boolean): Mailer {
  if (!config.smtpUrl) {
    return isProduction
      ? {
          mode: 'unconfigured',
          send: () => Promise.reject(new Error('No SMTP_URL is set: mail cannot be sent')),
          close: () => {},
        }
      : { mode: 'kept', send: () => Promise.resolve(), close: () => {} };
  }
  const transport: Transporter = nodemailer.createTransport(
    {
      url: config.smtpUrl,
      pool: true,
      maxConnections: 5,
      // A server that is down must fail a delivery in seconds (then it is retried), never hang the worker.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as TransportOptions,
    { from: config.from },
  );
  return {
    mode: 'smtp',
    async send(mail) {
      try {
        await transport.sendMail(mail);
      } catch (error) {
        throw classifySendError(error);
      }
    },
    close: () => transport.close(),
  };
}
