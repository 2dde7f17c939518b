/**
 * The yardstick of the throughput bench: the Clients page's read written by hand in Express + pg, with the same
 * session check as the app (the same express-session store and rules), the same user lookup (the account, its session
 * version, its role), the same SQL work (a page of clients newest first with their accounts, and the total count) and
 * the same JSON compression and request logging. What it leaves out is what the bench measures: GraphQL, the ORM,
 * the policies and the REST shim. Started by bench/throughput.ts with the production environment.
 */
import 'reflect-metadata';
import http from 'node:http';
import compression from 'compression';
import express from 'express';
import pg from 'pg';
import { pinoHttp } from 'pino-http';
import { createSessionMiddleware } from '../src/auth/session.js';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
const sessionPool = new pg.Pool({ connectionString: config.databaseUrl, max: 5, options: '-c synchronous_commit=off' });

const PAGE_SQL = `select c.id, c.display_name, c.phone, c.address, c.notes, c.active, c.created_at, u.id as user_id, u.email
                    from clients c left join users u on u.id = c.user_id
                   order by c.created_at desc, c.id desc limit $1`;

async function clientsPage(limit: number) {
  const [rows, count] = await Promise.all([
    pool.query(PAGE_SQL, [limit + 1]),
    pool.query<{ count: number }>('select count(*)::int as count from clients'),
  ]);
  const page = rows.rows.slice(0, limit);
  const cursor = (row: (typeof page)[number]) => Buffer.from(JSON.stringify([row.created_at, row.id])).toString('base64url');
  return {
    clients: {
      totalCount: count.rows[0].count,
      pageInfo: { hasNextPage: rows.rows.length > limit, endCursor: page.length ? cursor(page[page.length - 1]) : null },
      edges: page.map((row) => ({
        cursor: cursor(row),
        node: {
          id: row.id,
          displayName: row.display_name,
          phone: row.phone,
          address: row.address,
          notes: row.notes,
          active: row.active,
          createdAt: row.created_at,
          user: row.user_id ? { id: row.user_id, email: row.email } : null,
        },
      })),
    },
  };
}

const limitOf = (req: express.Request) => Math.min(100, Math.max(1, Number(req.query.limit) || 50));

const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use(pinoHttp({ logger }));
app.get('/healthz', (_req, res) => {
  res.json({ status: 'ok' });
});
// The same page without any session work: how much the session check and user lookup cost by themselves.
app.get('/clients-without-session', async (req, res) => {
  res.json({ data: await clientsPage(limitOf(req)) });
});
app.use(createSessionMiddleware(config, sessionPool, (error) => logger.warn({ err: error }, 'Session store error')));
app.get('/clients', async (req, res) => {
  const { userId, sessionVersion, signedInAt } = req.session;
  if (!userId || !signedInAt || Date.now() - signedInAt > config.sessionAbsoluteMs) {
    res.status(401).json({ message: 'Sign in', code: 'UNAUTHENTICATED' });
    return;
  }
  const { rows } = await pool.query<{ role: string; session_version: number }>(
    'select role, session_version from users where id = $1',
    [userId],
  );
  if (!rows[0] || rows[0].session_version !== sessionVersion) {
    res.status(401).json({ message: 'Sign in', code: 'UNAUTHENTICATED' });
    return;
  }
  if (rows[0].role !== 'admin') {
    res.status(403).json({ message: 'Not allowed', code: 'FORBIDDEN' });
    return;
  }
  res.json({ data: await clientsPage(limitOf(req)) });
});

const server = http.createServer(app);
server.listen(config.port, config.host);
process.on('SIGTERM', () => {
  server.close();
  void Promise.all([pool.end(), sessionPool.end()]).then(() => process.exit(0));
});
