import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  parsed: ParsedMail;
  subject: string;
  html: string;
  text: string;
  headers: ParsedMail['headers'];
}

export interface MailServerOptions {
  /** Addresses the server refuses at RCPT TO with 550, as a real server refuses an unknown mailbox. */
  refuse?: (address: string) => boolean;
  /** A fixed port (to bring a "down" server back up on the address the app already uses). */
  port?: number;
}

/**
 * A real SMTP server on 127.0.0.1 (the smtp-server package) that parses every message it accepts with mailparser:
 * the outside world's mailbox, for tests that prove an email really goes out.
 */
export async function startMailServer(options: MailServerOptions = {}) {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        const error = Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            parsed,
            subject: parsed.subject ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            text: parsed.text ?? '',
            headers: parsed.headers,
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first message matching, waiting for it to arrive (the worker polls every half second). */
    async waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs = 15_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) {
          throw new Error(
            `No matching mail within ${timeoutMs} ms; got: ${received.map((mail) => `${mail.to} "${mail.subject}"`).join(', ') || 'none'}`,
          );
        }
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, Math.min(left, 250));
        });
      }
    },
    /** Mail to one address. */
    to(address: string) {
      return received.filter((mail) => mail.to.includes(address));
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailServer = Awaited<ReturnType<typeof startMailServer>>;

/** A header as sent (mailparser folds List-* headers into a structure; this reads the raw line). */
export function rawHeader(mail: ReceivedMail, name: string): string | undefined {
  const line = mail.parsed.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
}

/** The link in a mail's text that starts with `prefix` (e.g. the reset page). */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const found = mail.text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s]*`));
  if (!found) throw new Error(`No link starting ${prefix} in:\n${mail.text}`);
  return found[0];
}
