import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';
import twilio from 'twilio';

/**
 * Our own stand-in for the one Twilio endpoint the app calls (Messages create), so no test reaches the internet. The
 * app's SDK is pointed at it through TWILIO_API_BASE. It records every text sent, answers as Twilio does (201 with a
 * message resource, 400 with Twilio's error code for an impossible number), and signs webhooks as Twilio does.
 */
export interface SentText {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  statusCallback: string | null;
}

export interface FakeTwilio {
  /** TWILIO_API_BASE for the app. */
  url: string;
  accountSid: string;
  authToken: string;
  from: string;
  sent: SentText[];
  /** The next N sends answer 503 (a Twilio outage). */
  failNext: number;
  /** X-Twilio-Signature for a POST of `params` to `url`, as Twilio computes it. */
  sign(url: string, params: Record<string, string>): string;
  close(): Promise<void>;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const fake: FakeTwilio = {
    url: '',
    accountSid: `AC${hex(16)}`,
    authToken: hex(16),
    from: '+12395550100',
    sent: [],
    failNext: 0,
    sign: (url, params) => twilio.getExpectedTwilioSignature(fake.authToken, url, params),
    // Keep-alive sockets (a browser test's fetch of /__sent) would hold close() open.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const reply = (status: number, body: object) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      // For browser tests in another process: what was sent so far.
      if (request.method === 'GET' && request.url === '/__sent') return reply(200, fake.sent);
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(request.url ?? '');
      if (request.method !== 'POST' || !match) return reply(404, { code: 20404, message: 'Not found', status: 404 });
      const expected = `Basic ${Buffer.from(`${fake.accountSid}:${fake.authToken}`).toString('base64')}`;
      if (match[1] !== fake.accountSid || request.headers.authorization !== expected) {
        return reply(401, { code: 20003, message: 'Authenticate', status: 401 });
      }
      if (fake.failNext > 0) {
        fake.failNext -= 1;
        return reply(503, { code: 20500, message: 'Service unavailable', status: 503 });
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const to = form.get('To') ?? '';
      if (!/^\+[1-9]\d{6,14}$/.test(to)) {
        return reply(400, { code: 21211, message: `The 'To' number ${to} is not a valid phone number.`, status: 400 });
      }
      const text: SentText = {
        sid: `SM${hex(16)}`,
        to,
        from: form.get('From'),
        messagingServiceSid: form.get('MessagingServiceSid'),
        body: form.get('Body') ?? '',
        statusCallback: form.get('StatusCallback'),
      };
      fake.sent.push(text);
      reply(201, {
        sid: text.sid,
        account_sid: fake.accountSid,
        to: text.to,
        from: text.from,
        messaging_service_sid: text.messagingServiceSid,
        body: text.body,
        status: 'queued',
        num_segments: String(Math.max(1, Math.ceil(text.body.length / 153))),
        date_created: new Date().toUTCString(),
        uri: `/2010-04-01/Accounts/${fake.accountSid}/Messages/${text.sid}.json`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return fake;
}

/** The app settings that point it at the fake. */
export function fakeTwilioEnv(fake: FakeTwilio): Record<string, string> {
  return {
    TWILIO_ACCOUNT_SID: fake.accountSid,
    TWILIO_AUTH_TOKEN: fake.authToken,
    TWILIO_FROM: fake.from,
    TWILIO_API_BASE: fake.url,
  };
}
