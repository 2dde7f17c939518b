import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { hashPassword } from '../../src/auth/passwords.js';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.js';
import { initOrm, migrate } from '../../src/db/orm.js';

export const ADMIN_EMAIL = 'admin@bench.local';
export const ADMIN_PASSWORD = 'bench-password';

export interface BenchDatabase {
  url: string;
  dir: string;
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  /** SQL statements every backend ran since the last call (pg_stat_statements), excluding this bookkeeping. */
  statementsSince(): Promise<number>;
  /** CPU time (user + system) all of this cluster's PostgreSQL processes have used so far, in ms (Linux /proc). */
  cpuMs(): number;
  stop(): Promise<void>;
}

/**
 * A throwaway embedded PostgreSQL, migrated, with pg_stat_statements loaded so a bench can say how many statements a
 * page costs, and an admin account to sign in with.
 */
export async function startBenchDatabase(): Promise<BenchDatabase> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sunshine-bench-'));
  chmodSync(dir, 0o755); // the postgres user must reach its data folder
  const db = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'pg'),
    database: 'bench',
    // Autovacuum off: the seeds vacuum and analyze when they are done, and a worker starting or ending mid-run would
    // blur cpuMs().
    settings: { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track': 'all', autovacuum: 'off' },
  });
  const orm = await initOrm(db.url);
  await migrate(orm);
  await orm.close();
  const pool = new pg.Pool({ connectionString: db.url, max: 2 });
  pool.on('error', () => undefined); // an idle connection cut as the database stops
  const sql = async <T>(query: string, params: unknown[] = []) => (await pool.query(query, params)).rows as T[];
  await sql('create extension if not exists pg_stat_statements');
  await sql(
    `insert into users (id, email, password_hash, first_name, last_name, role, needs_profile_setup)
     values (gen_random_uuid(), $1, $2, 'Bench', 'Admin', 'admin', false)`,
    [ADMIN_EMAIL, await hashPassword(ADMIN_PASSWORD)],
  );
  const postmaster = Number(readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url: db.url,
    dir,
    sql,
    cpuMs: () => clusterCpuMs(postmaster),
    async statementsSince() {
      const [{ calls }] = await sql<{ calls: number }>(
        `select coalesce(sum(calls), 0)::int as calls from pg_stat_statements
          where dbid = (select oid from pg_database where datname = current_database())
            and query !~* 'pg_stat_statements'`,
      );
      await sql('select pg_stat_statements_reset()');
      return calls;
    },
    async stop() {
      await pool.end();
      await db.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** utime + stime of the postmaster and its children (backends, background workers), in ms. */
function clusterCpuMs(postmaster: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      // After the command name: ppid is field 4, utime and stime fields 14 and 15 (clock ticks, 100 a second).
      if (Number(entry) === postmaster || Number(fields[1]) === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks * 10;
}

const FIRST = `array['Ana','Robert','Patricia','David','Linda','Maria','Carlos','Jennifer','Susan','James','Karen','Luis']`;
const LAST = `array['Lopez','Chen','Morales','Miller','Parker','Thompson','Rivera','Gomez','Smith','Nguyen','Brown','Garcia']`;

/**
 * Clients as a real roster looks: every other one has a sign-in (a client account linked to the record), a third
 * have notes, one in ten is inactive, created a minute apart. Numbered from `from`, so a roster can grow in steps.
 */
export async function seedClients(db: BenchDatabase, count: number, from = 1): Promise<void> {
  const to = from + count - 1;
  await db.sql(
    `insert into users (id, email, password_hash, first_name, last_name, role, needs_profile_setup, display_name, phone)
     select gen_random_uuid(), 'client' || g || '@bench.local', 'x', (${FIRST})[1 + g % 12], (${LAST})[1 + (g / 12) % 12],
            'client', false, (${FIRST})[1 + g % 12] || ' ' || (${LAST})[1 + (g / 12) % 12] || ' ' || g,
            '+1239' || lpad((g::bigint * 7919 % 10000000)::text, 7, '0')
       from generate_series($1::int, $2::int) g where g % 2 = 0`,
    [from, to],
  );
  await db.sql(
    `insert into clients (id, user_id, display_name, phone, address, notes, active, created_at)
     select gen_random_uuid(), u.id, (${FIRST})[1 + g % 12] || ' ' || (${LAST})[1 + (g / 12) % 12] || ' ' || g,
            '+1239' || lpad((g::bigint * 7919 % 10000000)::text, 7, '0'), g || ' Gulf Shore Blvd, Naples, FL',
            case when g % 3 = 0 then 'Gate code ' || g end, g % 10 <> 0, now() - (g || ' minutes')::interval
       from generate_series($1::int, $2::int) g
       left join users u on u.email = 'client' || g || '@bench.local'`,
    [from, to],
  );
  await db.sql('vacuum analyze');
}

/** Helpers, every other one with an account (a helper user), numbered from `from`. */
export async function seedHelpers(db: BenchDatabase, count: number, from = 1): Promise<void> {
  const to = from + count - 1;
  await db.sql(
    `insert into users (id, email, password_hash, first_name, last_name, role, needs_profile_setup)
     select gen_random_uuid(), 'helper' || g || '@bench.local', 'x', (${FIRST})[1 + g % 12], (${LAST})[1 + (g / 12) % 12] || g,
            'helper', false
       from generate_series($1::int, $2::int) g where g % 2 = 0`,
    [from, to],
  );
  await db.sql(
    `insert into helpers (id, user_id, phone, hourly_rate_cents, max_hours_per_week, notes, created_at)
     select gen_random_uuid(), u.id, '+1941' || lpad((g::bigint * 104729 % 10000000)::text, 7, '0'), 2000 + g % 1000,
            case when g % 4 = 0 then null else 10 + g % 30 end, 'Team ' || (g % 50), now() - (g || ' minutes')::interval
       from generate_series($1::int, $2::int) g
       left join users u on u.email = 'helper' || g || '@bench.local'`,
    [from, to],
  );
  await db.sql('vacuum analyze');
}

/**
 * A busy business: `requests` service requests over two years around `today` (mostly accepted) for 500 clients, and
 * five visits a week apart for each of the first `visits / 5` requests. The requests are one-time: the visits are all
 * seeded here, so the app's recurrence horizon (run at start) adds none and the figures do not depend on the day.
 */
export async function seedSchedule(db: BenchDatabase, requests: number, visits: number, today: string): Promise<void> {
  await seedClients(db, 500);
  await db.sql(
    `insert into service_requests (id, client_id, status, service, date, time, address, phone_number, recurring, custom_days)
     select gen_random_uuid(), c.id,
            (array['pending','accepted','accepted','accepted','declined','scheduled'])[1 + g % 6],
            (array['standard','deep','moveout','movein','post-construction','commercial'])[1 + g % 6],
            $2::date - 365 + (g % 730), (array['morning','afternoon','evening','flexible'])[1 + g % 4],
            g || ' Gulf Shore Blvd, Naples, FL', '+12395550100',
            'onetime', null
       from generate_series(1, $1::int) g
       join (select id, row_number() over (order by id) - 1 as n from clients) c on c.n = g % 500`,
    [requests, today],
  );
  await db.sql(
    `insert into visits (id, request_id, client_id, date, time_slot)
     select gen_random_uuid(), r.id, r.client_id, r.date + (k * 7), r.time
       from (select * from service_requests order by id limit $1) r, generate_series(0, 4) k`,
    [visits / 5],
  );
  await db.sql('vacuum analyze');
}
