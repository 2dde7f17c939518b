/**
 * Benchmark for issue 5: with 10,000 clients (and 10,000 helpers, half with accounts), the clients screen's first
 * page, a name search and a phone-digits search, and a helper search each answer in under 50 ms median. Runs against
 * a throwaway embedded PostgreSQL through the real HTTP app: `npm run bench:search --workspace api`
 * (production mode, as deployed).
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

const CLIENTS = 10_000;
const HELPERS = 10_000;
const RUNS = 40;
const TARGET_MS = 50;

const dir = mkdtempSync(path.join(os.tmpdir(), 'sunshine-bench-'));
chmodSync(dir, 0o755);
const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), database: 'bench' });
const orm = await initOrm(db.url);
await migrate(orm);
const sql = (query: string, params: unknown[] = []) => orm.em.getConnection().execute(query, params);

console.log(`Seeding ${CLIENTS} clients and ${HELPERS} helpers...`);
await sql(
  `insert into users (id, email, password_hash, first_name, last_name, role, needs_profile_setup)
   values (gen_random_uuid(), 'admin@bench.local', ?, 'Bench', 'Admin', 'admin', false)`,
  [await hashPassword('bench-password')],
);
const FIRST = `array['Ana','Robert','Patricia','David','Linda','Maria','Carlos','Jennifer','Susan','James','Karen','Luis']`;
const LAST = `array['Lopez','Chen','Morales','Miller','Parker','Thompson','Rivera','Gomez','Smith','Nguyen','Brown','Garcia']`;
await sql(
  `insert into clients (id, display_name, phone, notes, active, created_at)
   select gen_random_uuid(), (${FIRST})[1 + g % 12] || ' ' || (${LAST})[1 + (g / 12) % 12] || ' ' || g,
          '+1239' || lpad((g * 7919 % 10000000)::text, 7, '0'), case when g % 3 = 0 then 'Gate code ' || g end,
          g % 10 <> 0, now() - (g || ' minutes')::interval
     from generate_series(1, ?) g`,
  [CLIENTS],
);
await sql(
  `insert into users (id, email, password_hash, first_name, last_name, role, needs_profile_setup)
   select gen_random_uuid(), 'helper' || g || '@bench.local', 'x', (${FIRST})[1 + g % 12], (${LAST})[1 + (g / 12) % 12] || g, 'helper', false
     from generate_series(1, ?) g`,
  [HELPERS / 2],
);
await sql(
  `insert into helpers (id, user_id, phone, hourly_rate_cents, max_hours_per_week, notes, created_at)
   select gen_random_uuid(), u.id, '+1941' || lpad((g * 104729 % 10000000)::text, 7, '0'), 2000 + g % 1000,
          case when g % 4 = 0 then null else 10 + g % 30 end, 'Team ' || (g % 50), now() - (g || ' minutes')::interval
     from generate_series(1, ?) g
     left join lateral (select id from users where email = 'helper' || g || '@bench.local') u on true`,
  [HELPERS],
);
await sql('analyze');
const [{ clients }] = await sql('select count(*)::int as clients from clients');
const [{ helpers }] = await sql('select count(*)::int as helpers from helpers');
console.log(`Seeded ${clients} clients, ${helpers} helpers.`);

const config = loadConfig({
  NODE_ENV: 'test',
  SESSION_SECRET: 'b'.repeat(40),
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  DATA_DIR: dir,
});
const server = http.createServer();
const built = await createApp({ orm, config, logger: createLogger('silent'), services: createServices(), httpServer: server });
server.on('request', built.app);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@bench.local', password: 'bench-password' }),
});
const cookie = login.headers.get('set-cookie')!.split(';')[0];

const CLIENTS_QUERY = `query Clients($search: String, $status: ActiveStatusFilter) {
  clients(search: $search, status: $status, first: 25) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id databaseId displayName phone active createdAt user { id name } } }
  }
}`;
const HELPERS_QUERY = `query Helpers($search: String) {
  helpers(search: $search, first: 25) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id databaseId phone hourlyRateCents maxHoursPerWeek active createdAt user { id name } } }
  }
}`;

const results: { label: string; median: number }[] = [];
async function timeQuery(label: string, query: string, variables: Record<string, unknown>, key: string) {
  const run = async () => {
    const started = performance.now();
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { errors?: unknown; data?: Record<string, { totalCount: number } | null> };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return { ms: performance.now() - started, total: body.data![key]?.totalCount ?? 0 };
  };
  for (let i = 0; i < 5; i++) await run(); // warm-up
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const result = await run();
    times.push(result.ms);
    total = result.total;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const p95 = times[Math.floor(times.length * 0.95)];
  if (key === 'viewer') {
    console.log(`${label}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (the floor: session, HTTP, GraphQL)`);
    return;
  }
  console.log(
    `${label}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${total} matches ${median < TARGET_MS ? '(meets < 50 ms)' : '(MISSES 50 ms)'}`,
  );
  results.push({ label, median });
}

await timeQuery('Baseline { viewer { id } }', '{ viewer { id } }', {}, 'viewer');
await timeQuery('Clients, first page (all)', CLIENTS_QUERY, {}, 'clients');
await timeQuery('Clients, active only', CLIENTS_QUERY, { status: 'ACTIVE' }, 'clients');
await timeQuery("Clients, name search 'lopez'", CLIENTS_QUERY, { search: 'lopez' }, 'clients');
await timeQuery("Clients, rare name search 'ana chen 12'", CLIENTS_QUERY, { search: 'ana chen 12' }, 'clients');
await timeQuery("Clients, phone search '(239) 555'", CLIENTS_QUERY, { search: '(239) 555' }, 'clients');
await timeQuery("Clients, no match 'zzzz'", CLIENTS_QUERY, { search: 'zzzz' }, 'clients');
await timeQuery("Helpers, name search 'rivera'", HELPERS_QUERY, { search: 'rivera' }, 'helpers');
await timeQuery("Helpers, full name 'carlos rivera1'", HELPERS_QUERY, { search: 'carlos rivera1' }, 'helpers');
await timeQuery("Helpers, phone search '941-5'", HELPERS_QUERY, { search: '941-5' }, 'helpers');

await built.close();
server.close();
await orm.close();
await db.stop();
rmSync(dir, { recursive: true, force: true });
process.exit(results.every((result) => result.median < TARGET_MS) ? 0 : 1);
