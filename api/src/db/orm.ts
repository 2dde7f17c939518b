import 'reflect-metadata';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { AuditSubscriber } from '../modules/audit/audit.subscriber.js';
import { entities } from './entities.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Limits on waiting for the database, so an unreachable or paused one fails requests fast instead of hanging them. */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
}

/**
 * Random reads cost about what sequential ones do on SSDs and in memory, where this data lives; PostgreSQL's default (4)
 * assumes spinning disks and then reads a whole table rather than a trigram index's matches (a phone search's count at
 * 100,000 clients: 185 ms instead of 9 ms). Set for the app's own connections only.
 */
const SESSION_SETTINGS = '-c random_page_cost=1.1';

/** Pool and connection settings for the timeouts (knex's pool, pg's client). */
function timeoutOptions(timeouts: DatabaseTimeouts | undefined, pool: Options['pool']): Partial<Options> {
  if (!timeouts) return { pool, driverOptions: { connection: { options: SESSION_SETTINGS } } };
  return {
    pool: { ...pool, acquireTimeoutMillis: timeouts.connectMs, createTimeoutMillis: timeouts.connectMs },
    driverOptions: {
      connection: {
        options: SESSION_SETTINGS,
        connectionTimeoutMillis: timeouts.connectMs,
        // The server cancels a statement past this; the client gives up a little later on a server that answers
        // nothing at all (paused, or cut off).
        statement_timeout: timeouts.statementMs,
        query_timeout: timeouts.statementMs + 2_000,
        idle_in_transaction_session_timeout: timeouts.statementMs * 4,
      },
      // knex warns on the console for each broken connection it drops; the health check reports outages instead.
      log: { warn: () => {}, error: () => {}, deprecate: () => {}, debug: () => {} },
    },
  };
}

export function ormOptions(clientUrl: string, extra: Partial<Options> = {}, timeouts?: DatabaseTimeouts): Options {
  const { pool = { min: 0, max: 10 }, ...rest } = extra;
  return {
    clientUrl,
    entities,
    extensions: [Migrator],
    // Records every audited change in the flush that makes it (modules/audit/audited-entities.ts lists them).
    subscribers: [new AuditSubscriber()],
    // Dates of service are calendar days: keep `date` columns as 'YYYY-MM-DD' strings, never shifted through UTC.
    forceUtcTimezone: true,
    ignoreUndefinedInQuery: true,
    // Lets both tsx/vitest (.ts) and the compiled build (.js) import migration files.
    dynamicImportProvider: (id: string) => import(id),
    migrations: {
      path: path.join(here, 'migrations'),
      pathTs: path.join(here, 'migrations'),
      glob: '!(*.d).{js,ts}',
      transactional: true,
      allOrNothing: true,
      // The snapshot would be rebuilt from the live database, session table included; we diff against entities.
      snapshot: false,
      emit: 'ts',
      silent: true,
    },
    debug: false,
    // connect-pg-simple owns the session table and rate-limiter-flexible the rate_limits one (both made by migrations).
    schemaGenerator: { skipTables: ['session', 'rate_limits'] },
    ...timeoutOptions(timeouts, pool),
    ...rest,
  };
}

export async function initOrm(clientUrl: string, extra: Partial<Options> = {}, timeouts?: DatabaseTimeouts): Promise<MikroORM> {
  return MikroORM.init(ormOptions(clientUrl, extra, timeouts));
}

export const timeoutsOf = (config: { dbConnectTimeoutMs: number; dbStatementTimeoutMs: number }): DatabaseTimeouts => ({
  connectMs: config.dbConnectTimeoutMs,
  statementMs: config.dbStatementTimeoutMs,
});

export async function migrate(orm: MikroORM): Promise<void> {
  await orm.getMigrator().up();
}
