import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { inject } from 'vitest';

/** The mail the app sent through the test's SMTP server (global setup), newest last. */
async function allMail(): Promise<{ to: string; mail: ParsedMail }[]> {
  const dir = inject('mailDir');
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(readFileSync(path.join(dir, file)));
      const to = Array.isArray(mail.to) ? mail.to.map((address) => address.text).join(', ') : (mail.to?.text ?? '');
      return { to, mail };
    }),
  );
}

/** Waits for a message to `address` whose subject matches, and returns the link in it that starts with `path`. */
export async function linkFromMail(address: string, subject: RegExp, linkPath: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await allMail())
      .filter((entry) => entry.to.includes(address) && subject.test(entry.mail.subject ?? ''))
      .at(-1);
    const link = found?.mail.text?.match(new RegExp(`https?://[^\\s]+${linkPath.replace(/[?]/g, '\\?')}[^\\s]*`))?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} matching ${subject} with a ${linkPath} link`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
