import { type Request, type Response, Router } from 'express';
import { endSession, SESSION_COOKIE } from './session.js';

/** Only same-origin paths: "/x" but never "//host" or "/\\host", which browsers treat as other sites. */
export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return undefined;
  }
  return value;
}

/**
 * Whether a GET came from one of this site's own pages (the header's Log out button): the browser's Fetch Metadata
 * says so, or, from a browser too old to send it, the Referer is this host. Anything else (another site, a typed
 * address, a request that says nothing) may have been forced on the user.
 */
function isSameOriginNavigation(req: Request): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const referer = req.headers.referer;
  if (!referer) return false;
  try {
    return new URL(referer).host === req.headers.host;
  } catch {
    return false;
  }
}

/** Asks before signing out; its button is a same-origin POST, which another site cannot send. No script needed. */
const CONFIRM_SIGN_OUT_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign out? · Sunshine Clean</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center; background: #fffbeb; color: #1f2937; }
  main { background: #fff; padding: 2rem; border-radius: 12px; box-shadow: 0 2px 12px rgb(0 0 0 / 0.1); max-width: 24rem; text-align: center; }
  h1 { margin-top: 0; font-size: 1.5rem; }
  button { font: inherit; background: #b45309; color: #fff; border: 0; border-radius: 8px; padding: 0.6rem 1.4rem; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  a { color: #1d4ed8; }
</style>
</head>
<body>
<main>
<h1>Sign out?</h1>
<p>Do you want to sign out of Sunshine Clean on this device?</p>
<form method="post" action="/api/logout">
<button type="submit">Sign out</button>
</form>
<p><a href="/">Stay signed in</a></p>
</main>
</body>
</html>
`;

async function signOut(req: Request, res: Response, status: 302 | 303) {
  await endSession(req);
  res.clearCookie(SESSION_COOKIE, { path: '/' });
  res.redirect(status, '/');
}

/** The browser-navigation routes of spec §7: GET /api/login and GET /api/logout (and the latter's confirmation). */
export function authRoutes(): Router {
  const router = Router();
  router.get('/login', (req, res) => {
    const returnTo = safeReturnTo(req.query.returnTo);
    res.redirect(302, returnTo ? `/signin?returnTo=${encodeURIComponent(returnTo)}` : '/signin');
  });
  router.get('/logout', async (req, res, next) => {
    try {
      if (!req.session?.userId) return res.redirect(302, '/');
      if (isSameOriginNavigation(req)) return await signOut(req, res, 302);
      res.setHeader('Cache-Control', 'no-store');
      res.status(200).type('html').send(CONFIRM_SIGN_OUT_PAGE);
    } catch (error) {
      next(error);
    }
  });
  // The confirmation's button. Cross-site POSTs never get here (sameOriginGuard, and SameSite=Lax cookies).
  router.post('/logout', async (req, res, next) => {
    try {
      await signOut(req, res, 303);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
