import { Router } from 'express';
import { endSession, SESSION_COOKIE } from './session.js';

/** Only same-origin paths: "/x" but never "//host" or "/\\host", which browsers treat as other sites. */
export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return undefined;
  }
  return value;
}

/** The browser-navigation routes of spec §7: GET /api/login and GET /api/logout. */
export function authRoutes(): Router {
  const router = Router();

  router.get('/login', (req, res) => {
    const returnTo = safeReturnTo(req.query.returnTo);
    res.redirect(302, returnTo ? `/signin?returnTo=${encodeURIComponent(returnTo)}` : '/signin');
  });

  router.get('/logout', async (req, res, next) => {
    try {
      await endSession(req);
      res.clearCookie(SESSION_COOKIE, { path: '/' });
      res.redirect(302, '/');
    } catch (error) {
      next(error);
    }
  });

  return router;
}
