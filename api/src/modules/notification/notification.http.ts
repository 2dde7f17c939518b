import express, { type Request, type Response, Router } from 'express';
import escapeHtml from 'escape-html';
import type { AppContext } from '../../auth/context.js';
import type { SecretTokens } from '../../shared/secret-tokens.js';
import { CATEGORY_LABELS, ESSENTIAL_CATEGORIES, NotificationCategory } from './notification.enums.js';
import { UNSUBSCRIBE_PATH } from './unsubscribe.js';

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#111827}
button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#0b6e99;color:#fff;cursor:pointer}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;

interface Target {
  userId: string;
  category: NotificationCategory;
}

/** The signed link's user and category, or null when the link was not made by this server. */
function target(req: Request, tokens: SecretTokens): Target | null {
  const { u, c, t } = req.query;
  if (typeof u !== 'string' || typeof c !== 'string' || typeof t !== 'string') return null;
  const category = Object.values(NotificationCategory).find((value) => value === c);
  if (!category || ESSENTIAL_CATEGORIES.includes(category) || !/^[0-9a-f-]{36}$/.test(u)) return null;
  return tokens.verify('unsubscribe', `${u}:${category}`, t) ? { userId: u, category } : null;
}

/**
 * One-click unsubscribe (RFC 8058) without signing in: mail apps POST to the List-Unsubscribe URL; a person who
 * follows the link in the footer sees a page whose button POSTs, so a link scanner's GET changes nothing.
 */
/** Builds the request's context (its EntityManager, viewer and services), as app.ts does for every route. */
type ContextFactory = (req: Request, res: Response) => Promise<AppContext>;

export function unsubscribeRoutes(buildContext: ContextFactory, tokens: SecretTokens): Router {
  const router = Router();
  const path = UNSUBSCRIBE_PATH.replace(/^\/api/, '');

  router.get(path, (req: Request, res: Response) => {
    const found = target(req, tokens);
    res.setHeader('Cache-Control', 'no-store');
    if (!found) {
      res.status(404).type('html').send(page('Link not valid', '<p>This unsubscribe link is not valid.</p>'));
      return;
    }
    const label = CATEGORY_LABELS[found.category].toLowerCase();
    res.type('html').send(
      page(
        'Unsubscribe',
        `<p>Stop emails about ${escapeHtml(label)}? You will still see them in the app, and you can turn them back on in Account Settings.</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
      ),
    );
  });

  router.post(path, express.urlencoded({ extended: false, limit: '1kb' }), async (req: Request, res: Response, next) => {
    try {
      const found = target(req, tokens);
      if (!found) {
        res.status(404).json({ message: 'This unsubscribe link is not valid', code: 'NOT_FOUND' });
        return;
      }
      const context = await buildContext(req, res);
      await context.services.notifications.setPreference(context.em, found.userId, found.category, false);
      const label = CATEGORY_LABELS[found.category].toLowerCase();
      res.type('html').send(page('Unsubscribed', `<p>You will no longer get emails about ${escapeHtml(label)}.</p>`));
    } catch (error) {
      next(error);
    }
  });

  return router;
}
