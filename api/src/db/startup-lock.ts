import pg from 'pg';

/** Any fixed number: the advisory lock every instance of this app takes while it migrates and seeds. */
const STARTUP_LOCK_KEY = 7_351_903;

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so instances starting together on one database migrate and
 * create the first rows (the admin account, the settings row) one after the other instead of racing.
 */
export async function withStartupLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock too, so a failed unlock is harmless.
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}
