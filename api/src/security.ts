import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from './config.js';

/**
 * The one inline script the pages carry: the head script of web/build/site-head.html that applies a saved theme
 * before first paint (as the build indents it into both pages). Editing it changes this hash; the public page's e2e
 * ("paints a saved theme before any of its JavaScript") fails until it is updated.
 */
const THEME_HEAD_SCRIPT = "'sha256-8bme1Os2eEJ1LuO5EmxsmoKEuzFRQuiWtJzhRbeFwfE='";

/**
 * Security headers for everything served. The content security policy allows only this origin; styles may be
 * inline because styled-components injects <style> tags. In development, /graphql serves Apollo Sandbox, which
 * loads from Apollo's CDN, so that one page keeps a looser policy there.
 */
export function securityHeaders(config: Config): RequestHandler {
  const strict = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", THEME_HEAD_SCRIPT],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The installed app: its service worker (/sw.js) and manifest, from this origin only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.isProduction ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  const sandbox = helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false, strictTransportSecurity: false });
  return (req, res, next) =>
    !config.isProduction && req.path === '/graphql' && req.method === 'GET' ? sandbox(req, res, next) : strict(req, res, next);
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request protection for the cookie-authenticated /api routes, on top of SameSite=Lax cookies and the
 * JSON body requirement: a state-changing request that a browser marks as coming from another site, or whose
 * Origin is not this host, is refused.
 */
export const sameOriginGuard: RequestHandler = (req, res, next) => {
  if (!UNSAFE_METHODS.has(req.method)) return next();
  const fetchSite = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  let crossSite = fetchSite === 'cross-site';
  if (origin && origin !== 'null') {
    try {
      crossSite ||= new URL(origin).host !== req.headers.host;
    } catch {
      crossSite = true;
    }
  } else if (origin === 'null') {
    crossSite = true;
  }
  if (crossSite) {
    res.status(403).json({ message: 'Cross-site requests are not allowed', code: 'FORBIDDEN' });
    return;
  }
  next();
};
