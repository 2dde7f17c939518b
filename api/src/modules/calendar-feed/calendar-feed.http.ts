import { type Request, type Response, Router } from 'express';
import type { AppContext } from '../../auth/context.js';

/**
 * GET /api/calendar/<token>.ics: the subscription Google and Apple calendars poll. No session: the URL's token is
 * the credential, so an unknown or revoked one is a plain 404.
 */
/** Builds the request's context (its EntityManager, viewer and services), as app.ts does for every route. */
type ContextFactory = (req: Request, res: Response) => Promise<AppContext>;

export function calendarFeedRoutes(buildContext: ContextFactory): Router {
  const router = Router();
  router.get('/calendar/:file', async (req: Request, res: Response, next) => {
    try {
      const match = /^([A-Za-z0-9_-]+)\.ics$/.exec(String(req.params.file));
      const context = await buildContext(req, res);
      const settings = await context.services.settings.get(context.em);
      const body = match ? await context.services.calendarFeeds.render(context.em, match[1], settings.businessName) : null;
      if (!body) return res.status(404).json({ message: 'Calendar not found', code: 'NOT_FOUND' });
      res.setHeader('Cache-Control', 'private, max-age=300');
      res.type('text/calendar; charset=utf-8').send(body);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
