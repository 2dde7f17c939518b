import express, { type Request, type Response, Router } from 'express';
import type { AppContext } from '../../auth/context.js';
import { DomainError } from '../../shared/errors.js';
import { WebhookSignatureError } from './client.js';

type ContextFactory = (req: Request, res: Response) => Promise<AppContext>;

/** Stripe's events are small; a larger body is not Stripe's. */
const WEBHOOK_BODY_LIMIT = '512kb';

/**
 * POST /api/webhooks/stripe. No session: the Stripe-Signature over the raw body is the credential, so the body is
 * read raw (before any JSON parser) and verified against STRIPE_WEBHOOK_SECRET. A bad signature is 400 and writes
 * nothing; a good event is recorded once by its id with the job that does its work (a replay answers 200 and changes
 * nothing). Without Stripe keys the route says card payments are off (404).
 */
export function stripeWebhookRoutes(buildContext: ContextFactory): Router {
  const router = Router();
  router.post(
    '/webhooks/stripe',
    express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }),
    async (req: Request, res: Response, next) => {
      try {
        const context = await buildContext(req, res);
        const payments = context.services.cardPayments;
        if (!payments.enabled) {
          return res.status(404).json({ message: 'Card payments are off: Stripe is not set up', code: 'NOT_FOUND' });
        }
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const signature = req.headers['stripe-signature'];
        const { duplicate } = await payments.receiveWebhook(
          context.em,
          body,
          typeof signature === 'string' ? signature : undefined,
        );
        res.json({ received: true, duplicate });
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          return res.status(400).json({
            message: 'The Stripe signature is missing or does not match',
            code: 'BAD_USER_INPUT',
            field: 'stripe-signature',
          });
        }
        if (error instanceof DomainError && error.code === 'CONFLICT') {
          return res.status(404).json({ message: error.message, code: 'NOT_FOUND' });
        }
        next(error);
      }
    },
  );
  return router;
}
