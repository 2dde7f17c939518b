import twilio from 'twilio';
import type TwilioRequestClient from 'twilio/lib/base/RequestClient.js';
import type { TwilioConfig } from '../../config.js';

/**
 * The one door to Twilio. The domain asks to send a text and to verify a webhook, in its own words, and never sees
 * the SDK; `createTextGateway` returns null without keys, and the text channel says it is off.
 */
export interface TextGateway {
  /** Sends one text; resolves with Twilio's message SID, or throws (TextRefusedError when it will never go). */
  send(input: { to: string; body: string; statusCallback?: string }): Promise<{ sid: string; status: string }>;
  /** True when X-Twilio-Signature matches the public URL and the form parameters Twilio posted. */
  verify(url: string, params: Record<string, string>, signature: string | undefined): boolean;
}

/** Twilio refused the number or the body for good (an impossible number, a number that opted out): no retry helps. */
export class TextRefusedError extends Error {
  override name = 'TextRefusedError';
}

// Twilio's error codes that mean "this message will never go", whatever the retries:
// invalid To number, not a mobile, unsubscribed recipient, body too long, unreachable country.
const PERMANENT_CODES = new Set([21211, 21214, 21408, 21610, 21612, 21614, 21617]);

/**
 * The SDK has no base-URL option (only Twilio's own edges): this request client rewrites Twilio's API address to
 * TWILIO_API_BASE, which is how tests reach their fake.
 */
class RebasedRequestClient extends twilio.RequestClient {
  constructor(private readonly apiBase: string) {
    super({ timeout: 15_000 });
  }

  override request<TData>(opts: TwilioRequestClient.RequestOptions<TData>) {
    const uri = String(opts.uri).replace(/^https:\/\/api\.twilio\.com/, this.apiBase);
    return super.request<TData>({ ...opts, uri });
  }
}

export function createTextGateway(config: TwilioConfig | undefined): TextGateway | null {
  if (!config) return null;
  const client = twilio(config.accountSid, config.authToken, {
    httpClient: config.apiBase === 'https://api.twilio.com' ? undefined : new RebasedRequestClient(config.apiBase),
  });
  const fromService = config.from.startsWith('MG');
  return {
    async send({ to, body, statusCallback }) {
      try {
        const message = await client.messages.create({
          to,
          body,
          ...(fromService ? { messagingServiceSid: config.from } : { from: config.from }),
          ...(statusCallback ? { statusCallback } : {}),
        });
        return { sid: message.sid, status: message.status };
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'number' && PERMANENT_CODES.has(code)) {
          throw new TextRefusedError(`Twilio refused the text (${code}): ${(error as Error).message}`);
        }
        throw error;
      }
    },
    verify(url, params, signature) {
      if (!signature) return false;
      return twilio.validateRequest(config.authToken, signature, url, params);
    },
  };
}

/** The answer to a received text: TwiML with one reply (Twilio sends it), or none. */
export function textReply(body: string | null): string {
  const response = new twilio.twiml.MessagingResponse();
  if (body) response.message(body);
  return response.toString();
}

export class TextSignatureError extends Error {
  override name = 'TextSignatureError';
}
