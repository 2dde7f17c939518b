import type http from 'node:http';
import { randomUUID } from 'node:crypto';
import { expressMiddleware } from '@as-integrations/express5';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import pg from 'pg';
import { pinoHttp } from 'pino-http';
import type { AppContext } from './auth/context.js';
import { authRoutes } from './auth/auth.routes.js';
import { beginPendingSignIn } from './auth/pending-sign-in.js';
import { postgresRateLimits } from './auth/rate-limit.js';
import { Role } from './auth/role.enum.js';
import { createSessionMiddleware, resolveViewer } from './auth/session.js';
import type { Config } from './config.js';
import { toHttpGraphQLError } from './graphql/errors.js';
import {
  DatabaseHealth,
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
  serviceUnavailable,
  UNAVAILABLE_MESSAGE,
} from './db/health.js';
import { compressResponses } from './http/compression.js';
import { serveAppPage } from './http/app-page.js';
import { servePublicPage } from './http/public-page.js';
import { seoRoutes } from './http/seo.js';
import { serveWebClient } from './http/static-assets.js';
import { webManifestRoutes } from './http/web-manifest.js';
import { createLoaders } from './graphql/loaders.js';
import { createApolloServer } from './graphql/server.js';
import { type AppLogger, LOG_SERIALIZERS } from './logger.js';
import { bindAuditActor, requestOrigin, tokenActor, userActor } from './modules/audit/audit-actor.js';
import { calendarFeedRoutes } from './modules/calendar-feed/calendar-feed.http.js';
import { isInactiveHelper } from './modules/helper/helper-status.js';
import { unsubscribeRoutes } from './modules/notification/notification.http.js';
import { stripeWebhookRoutes } from './integrations/stripe/webhook.js';
import { textWebhookRoutes } from './integrations/twilio/webhook.js';
import { SecretTokens } from './shared/secret-tokens.js';
import { buildOpenApi } from './rest/openapi.js';
import { refuseControlCharactersInQuery } from './rest/query-string.js';
import { restRoutes } from './rest/routes.js';
import { galleryRoutes } from './rest/routes/gallery-photos.js';
import { visitPhotoRoutes } from './rest/routes/visit-photos.js';
import { createFileStorage } from './integrations/storage/create-file-storage.js';
import { importRoutes } from './rest/routes/imports.js';
import { mountRestRoutes } from './rest/shim.js';
import { createServices, type Services } from './services.js';
import { DomainError } from './shared/errors.js';
import { sameOriginGuard, securityHeaders } from './security.js';

/** How long /readyz waits for the database before answering 503. */
const READINESS_TIMEOUT_MS = 3_000;

export interface AppOptions {
  orm: MikroORM;
  config: Config;
  logger: AppLogger;
  /** When given, Apollo drains in-flight requests from it on shutdown. */
  httpServer?: http.Server;
  services?: Services;
}

/** How long shutdown lets accepted requests finish before it closes their connections. */
export const DRAIN_GRACE_MS = 3_000;

export interface App {
  app: express.Express;
  services: Services;
  /** Whether the database answers, watched while the app runs. */
  health: DatabaseHealth;
  /** Stops Apollo (draining the HTTP server's requests) and closes the session pool; the ORM belongs to the caller. */
  close(): Promise<void>;
}

/** The whole product on one Express app: sessions, /graphql, the /api routes and the built web client. */
export async function createApp({
  orm,
  config,
  logger,
  httpServer,
  services = createServices({
    rateLimits: postgresRateLimits(orm.em.getConnection().getKnex()),
    secret: config.sessionSecret,
    publicUrl: config.publicUrl,
    storage: createFileStorage(config.storage),
  }),
}: AppOptions): Promise<App> {
  services.twoFactor.useKey(config.twoFactorKey);
  services.photos.onStorageError = (key, error) => logger.error({ err: error, key }, 'File storage failed');
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders(config));
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.use(compressResponses());

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      serializers: LOG_SERIALIZERS,
    }),
  );

  const health = new DatabaseHealth({ url: orm.config.get('clientUrl')!, logger, probeTimeoutMs: config.dbConnectTimeoutMs });
  health.start();
  /** A database error that means "unreachable" becomes a 503 to retry; the health check logs the outage, once. */
  const unavailable = (error: unknown) => {
    if (!isDatabaseUnavailable(error)) return error;
    health.report(error);
    return serviceUnavailable();
  };

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    // A database that hangs rather than refuses must still make the probe fail fast, not time it out.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('database did not answer in time')), READINESS_TIMEOUT_MS);
    });
    try {
      await Promise.race([orm.em.getConnection().execute('select 1'), timeout]);
      res.json({ status: 'ready' });
    } catch (error) {
      logger.warn({ err: error }, 'Not ready: the database does not answer');
      res.status(503).json({ status: 'unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });

  // Rolling sessions write their expiry on every request, and the response waits for that write. Those writes need
  // not wait for the disk flush: a crash could lose the last moment's expiry bumps (or a sign-in), never other data.
  const sessionPool = new pg.Pool({
    connectionString: orm.config.get('clientUrl'),
    max: 5,
    options: '-c synchronous_commit=off',
    connectionTimeoutMillis: config.dbConnectTimeoutMs,
    statement_timeout: config.dbStatementTimeoutMs,
    query_timeout: config.dbStatementTimeoutMs + 2_000,
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process.
  sessionPool.on('error', (error) => health.report(error));

  // While the database is known to be down, answer at once rather than queue requests behind a dead pool.
  const whileDatabaseDown: express.RequestHandler = (req, res, next) => {
    if (health.available) return next();
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    sendEdgeError(req, res, 503, 'SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE);
  };
  app.use(['/graphql', '/api'], whileDatabaseDown);
  app.use(createSessionMiddleware(config, sessionPool, (error) => health.report(error)));

  /**
   * The session's viewer, as of this request: a deactivated helper is marked for the role gate to refuse; an owner
   * session without two-factor, once the owner requires it, owes the set-up now (the session becomes a half-signed-in
   * one, as at sign-in) rather than at its next sign-in.
   */
  const sessionViewer = async (req: Request, em: EntityManager) => {
    const viewer = await resolveViewer(req, em, config);
    if (viewer?.role === Role.HELPER) return { viewer, viewerInactive: await isInactiveHelper(em, viewer.id) };
    if (viewer?.role === Role.ADMIN && (await services.twoFactor.owesSetup(em, viewer))) {
      await beginPendingSignIn(req, viewer, 'setup');
      return { viewer: null, viewerInactive: false };
    }
    return { viewer, viewerInactive: false };
  };

  const buildContext = async (req: Request, res: Response): Promise<AppContext> => {
    const em = orm.em.fork();
    const { viewer, viewerInactive } = await sessionViewer(req, em).catch((error: unknown) => {
      throw unavailable(error);
    });
    bindAuditActor(em, viewer ? userActor(viewer, requestOrigin(req)) : null);
    return {
      em,
      viewer,
      viewerInactive,
      authVia: viewer ? 'session' : 'none',
      readOnly: false,
      services,
      loaders: createLoaders(em, viewer),
      req,
      res,
      ip: req.ip ?? 'unknown',
    };
  };

  const apollo = await createApolloServer(config, logger, { httpServer, drainGraceMs: DRAIN_GRACE_MS, health });
  const json = express.json({ limit: config.bodyLimit });

  /** Integrations send `Authorization: Bearer <token>` to /graphql; browsers use their session cookie. */
  const graphqlContext = async ({ req, res }: { req: Request; res: Response }): Promise<AppContext> => {
    const header = req.headers.authorization;
    if (!header) return buildContext(req, res);
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const em = orm.em.fork();
    try {
      if (!token) throw new DomainError('UNAUTHENTICATED', 'Send the token as Authorization: Bearer <token>');
      const { user, apiToken } = await services.apiTokens.authenticate(em, token);
      user.viaApiToken = true;
      bindAuditActor(em, tokenActor(apiToken, requestOrigin(req)));
      const ip = req.ip ?? 'unknown';
      return {
        em,
        viewer: user,
        authVia: 'token',
        readOnly: apiToken.readOnly,
        services,
        loaders: createLoaders(em, user),
        req,
        res,
        ip,
      };
    } catch (error) {
      throw error instanceof DomainError ? toHttpGraphQLError(error) : error;
    }
  };
  // Context errors would otherwise be Apollo's 500 "Context creation failed".
  const graphqlContextOrUnavailable: typeof graphqlContext = (args) =>
    graphqlContext(args).catch((error: unknown) => {
      const coded = unavailable(error);
      throw coded instanceof DomainError ? toHttpGraphQLError(coded) : coded;
    });

  app.use('/graphql', json, expressMiddleware(apollo, { context: graphqlContextOrUnavailable }));

  const api = express.Router();
  api.use(sameOriginGuard);
  // Before any JSON parser: the signature is over the raw bytes.
  api.use(stripeWebhookRoutes(buildContext));
  api.use(textWebhookRoutes(buildContext, config.publicUrl));
  mountRestRoutes(api, restRoutes, { apollo, buildContext, parseJson: json });
  // Multipart, so before the JSON parser; the routes check who may call before they read the body.
  api.use(visitPhotoRoutes(buildContext));
  api.use(refuseControlCharactersInQuery);
  api.use(json);
  api.use(galleryRoutes(buildContext));
  api.use(importRoutes(buildContext));
  api.use(calendarFeedRoutes(buildContext));
  api.use(unsubscribeRoutes(buildContext, new SecretTokens(config.sessionSecret)));
  const openApi = buildOpenApi(restRoutes);
  api.get('/openapi.json', (_req, res) => {
    res.json(openApi);
  });
  api.use(authRoutes());
  api.use((_req, res) => {
    res.status(404).json({ message: 'Not found', code: 'NOT_FOUND' });
  });
  app.use('/api', api);

  app.use(seoRoutes(config.publicUrl));
  app.use(webManifestRoutes(buildContext));
  servePublicPage(app, { webDist: config.webDist, apollo, buildContext });
  serveWebClient(app, config.webDist, serveAppPage({ webDist: config.webDist, apollo, buildContext }));
  app.use(errorHandler(logger, health));

  return {
    app,
    services,
    health,
    async close() {
      health.stop();
      await apollo.stop();
      await sessionPool.end();
    },
  };
}

/** The documented error body of the transport asked: GraphQL's `errors` list on /graphql, `{ message, code }` elsewhere. */
export function sendEdgeError(req: Request, res: Response, status: number, code: string, message: string) {
  if (req.originalUrl.startsWith('/graphql')) {
    res.status(status).json({ errors: [{ message, extensions: { code } }] });
  } else {
    res.status(status).json({ message, code });
  }
}

const BODY_ERROR_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  403: 'FORBIDDEN',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** What a body-parser failure means to the sender; its own messages are lower-case internals. */
function bodyErrorMessage(error: { type?: string; charset?: string; encoding?: string }): string {
  switch (error.type) {
    case 'entity.parse.failed':
      return 'The request body is not valid JSON';
    case 'entity.too.large':
      return 'The request body is too large';
    case 'charset.unsupported':
      return `Unsupported charset "${String(error.charset ?? '').toUpperCase()}"`;
    case 'encoding.unsupported':
      return `Unsupported content encoding "${String(error.encoding ?? '')}"`;
    default:
      return 'The request body could not be decoded';
  }
}

/**
 * Body-parser failures (a client's fault: 4xx with an exposable status) and paths that cannot be decoded become clear
 * answers; anything else is a 500 without internals.
 */
function errorHandler(logger: AppLogger, health: DatabaseHealth): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (isDatabaseUnavailable(error)) {
      // e.g. the session store could not reach the database: retry later, and no log line per request.
      health.report(error);
      if (res.headersSent) return;
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      sendEdgeError(req, res, 503, 'SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE);
      return;
    }
    // The router decodes path parameters as it matches a route: `/api/clients/%E0%A4%A` fails there, before any
    // handler (or sign-in) runs, whichever router it is.
    if (error instanceof URIError) {
      sendEdgeError(req, res, 400, 'BAD_REQUEST', 'The address holds malformed percent-encoding');
      return;
    }
    const status = (error as { status?: number }).status;
    if (status === 404) {
      sendEdgeError(req, res, 404, 'NOT_FOUND', 'Not found');
      return;
    }
    const bodyError = error as { type?: string; expose?: boolean; charset?: string; encoding?: string };
    if (status && status >= 400 && status < 500 && bodyError.expose) {
      sendEdgeError(req, res, status, BODY_ERROR_CODES[status] ?? 'BAD_REQUEST', bodyErrorMessage(bodyError));
      return;
    }
    logger.error({ err: error, url: req.originalUrl }, 'Unhandled request error');
    if (!res.headersSent) sendEdgeError(req, res, 500, 'INTERNAL_SERVER_ERROR', 'Internal server error');
  };
}
