import express, { type Request, type Response, Router } from 'express';
import type { AppContext } from '../../auth/context.js';
import { DomainError } from '../../shared/errors.js';
import { TextSignatureError } from './client.js';

type ContextFactory = (req: Request, res: Response) => Promise<AppContext>;

/** Twilio posts small forms (a text is at most 1,600 characters); more is not Twilio's. */
const WEBHOOK_BODY_LIMIT = '64kb';

/** The form's fields as strings (a repeated field keeps its first value): what the signature was computed over. */
function formFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!body || typeof body !== 'object') return fields;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value === 'string') fields[key] = value;
    else if (Array.isArray(value) && typeof value[0] === 'string') fields[key] = value[0];
  }
  return fields;
}

/**
 * POST /api/webhooks/sms (a received text) and /api/webhooks/sms/status (a delivery report). No session: the
 * X-Twilio-Signature over PUBLIC_URL + path and the form fields is the credential; a bad one is 400 and changes
 * nothing. Without Twilio keys both say texts are off (404).
 */
export function textWebhookRoutes(buildContext: ContextFactory, publicUrl: string): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: WEBHOOK_BODY_LIMIT, parameterLimit: 100 });
  const handle =
    (
      path: string,
      work: (context: AppContext, url: string, fields: Record<string, string>, signature?: string) => Promise<void>,
    ) =>
    async (req: Request, res: Response, next: express.NextFunction) => {
      try {
        const context = await buildContext(req, res);
        if (!context.services.texts.enabled) {
          return res.status(404).json({ message: 'Text messages are off: Twilio is not set up', code: 'NOT_FOUND' });
        }
        const signature = req.headers['x-twilio-signature'];
        await work(context, `${publicUrl}${path}`, formFields(req.body), typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (error instanceof TextSignatureError) {
          return res.status(400).json({
            message: 'The Twilio signature is missing or does not match',
            code: 'BAD_USER_INPUT',
            field: 'x-twilio-signature',
          });
        }
        if (error instanceof DomainError && error.code === 'BAD_USER_INPUT') {
          return res.status(400).json({ message: error.message, code: error.code, field: error.details.field });
        }
        next(error);
      }
    };
  router.post(
    '/webhooks/sms',
    form,
    handle('/api/webhooks/sms', async (context, url, fields, signature) => {
      const { twiml } = await context.services.texts.receive(context.em, url, fields, signature);
      context.res.type('text/xml').send(twiml);
    }),
  );
  router.post(
    '/webhooks/sms/status',
    form,
    handle('/api/webhooks/sms/status', async (context, url, fields, signature) => {
      const { updated } = await context.services.texts.statusReport(context.em, url, fields, signature);
      context.res.json({ received: true, updated });
    }),
  );
  return router;
}
