/**
 * Benchmark for issue targets: with 10,000 service requests and 50,000 visits, the calendar's month query and the
 * admin dashboard query each answer in under 50 ms median. Runs against a throwaway embedded PostgreSQL through
 * the real HTTP app: `npm run bench --workspace api`. The script sets NODE_ENV=production, as a deployment does:
 * graphql-js runs extra development-only checks on every field otherwise. BENCH_RUNS sets the timed runs (40).
 */
import 'reflect-metadata';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/app.js';
import { hashPassword } from '../src/auth/passwords.js';
import { loadConfig } from '../src/config.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { initOrm, migrate } from '../src/db/orm.js';
import { createLogger } from '../src/logger.js';
import { createServices } from '../src/services.js';

const REQUESTS = 10_000;
const VISITS = 50_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const TARGET_MS = 50;
const NOW = new Date('2026-11-22T15:00:00Z');

const dir = mkdtempSync(path.join(os.tmpdir(), 'sunshine-bench-'));
chmodSync(dir, 0o755);
const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), database: 'bench' });
const orm = await initOrm(db.url);
await migrate(orm);
const sql = (query: string, params: unknown[] = []) => orm.em.getConnection().execute(query, params);

console.log(`Seeding ${REQUESTS} requests and ${VISITS} visits...`);
const adminHash = await hashPassword('bench-password');
await sql(
  `insert into users (id, email, password_hash, first_name, last_name, role, needs_profile_setup)
   values (gen_random_uuid(), 'admin@bench.local', ?, 'Bench', 'Admin', 'admin', false)`,
  [adminHash],
);
await sql(
  `insert into clients (id, display_name, phone) select gen_random_uuid(), 'Client ' || g, '+1239555' || lpad(g::text, 4, '0') from generate_series(1, 500) g`,
);
// Requests spread over two years around "today", mostly accepted, some recurring.
await sql(
  `insert into service_requests (id, client_id, status, service, date, time, address, phone_number, recurring, custom_days)
   select gen_random_uuid(), c.id,
          (array['pending','accepted','accepted','accepted','declined','scheduled'])[1 + g % 6],
          (array['standard','deep','moveout','movein','post-construction','commercial'])[1 + g % 6],
          date '2025-11-22' + (g % 730), (array['morning','afternoon','evening','flexible'])[1 + g % 4],
          g || ' Gulf Shore Blvd, Naples, FL', '+12395550100',
          (array['onetime','weekly','biweekly','monthly'])[1 + g % 4], null
     from generate_series(1, ?) g
     join lateral (select id from clients order by id offset (g % 500) limit 1) c on true`,
  [REQUESTS],
);
// Five visits per request, a week apart from its date.
await sql(
  `insert into visits (id, request_id, client_id, date, time_slot)
   select gen_random_uuid(), r.id, r.client_id, r.date + (k * 7), r.time
     from (select * from service_requests order by id limit ?) r, generate_series(0, 4) k`,
  [VISITS / 5],
);
await sql('analyze');
const [{ requests }] = await sql('select count(*)::int as requests from service_requests');
const [{ visits }] = await sql('select count(*)::int as visits from visits');
console.log(`Seeded ${requests} requests, ${visits} visits.`);

const config = loadConfig({
  NODE_ENV: 'test',
  SESSION_SECRET: 'b'.repeat(40),
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  DATA_DIR: dir,
});
const server = http.createServer();
const built = await createApp({
  orm,
  config,
  logger: createLogger('silent'),
  services: createServices({ now: () => NOW }),
  httpServer: server,
});
server.on('request', built.app);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@bench.local', password: 'bench-password' }),
});
const cookie = login.headers.get('set-cookie')!.split(';')[0];

async function timeQuery(label: string, query: string, variables: Record<string, unknown> = {}) {
  const run = async () => {
    const started = performance.now();
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { errors?: unknown; data?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return { ms: performance.now() - started, body };
  };
  for (let i = 0; i < 5; i++) await run(); // warm-up
  const times: number[] = [];
  let last: unknown;
  for (let i = 0; i < RUNS; i++) {
    const result = await run();
    times.push(result.ms);
    last = result.body;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const p95 = times[Math.floor(times.length * 0.95)];
  console.log(
    `${label}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms ${median < TARGET_MS ? '(meets < 50 ms)' : '(MISSES 50 ms)'}`,
  );
  return { median, last };
}

// The web calendar's own query (CalendarPage_Query with CalendarEvent_visit), one page of 500.
const month = await timeQuery(
  'Calendar month (Nov 2026 grid, a page of 500)',
  `query Calendar($from: LocalDate!, $to: LocalDate!) {
     visits(from: $from, to: $to, first: 500) {
       edges { cursor node { id date timeSlot startTime service clientName status helperCount } }
       pageInfo { hasNextPage endCursor }
     }
   }`,
  { from: '2026-11-01', to: '2026-12-12' },
);
const page = (month.last as { data: { visits: { edges: unknown[]; pageInfo: { hasNextPage: boolean } } } }).data.visits;
console.log(`  (${page.edges.length} visits on the page, more to follow: ${page.pageInfo.hasNextPage})`);
const dashboard = await timeQuery(
  'Admin dashboard',
  `{ adminDashboard { monthlyRevenueCents previousMonthRevenueCents revenueTrendPercent pendingApprovals approvedJobs totalRequests
       revenueBreakdown { service visitCount totalCents } } }`,
);

await built.close();
server.close();
await orm.close();
await db.stop();
rmSync(dir, { recursive: true, force: true });
process.exit(month.median < TARGET_MS && dashboard.median < TARGET_MS ? 0 : 1);
