import path from 'node:path';
import type { Config } from '../config.js';
import { startEmbeddedPostgres, type SupervisorEvents } from './embedded-postgres.js';

export interface Database {
  url: string;
  embedded: boolean;
  /** The embedded PostgreSQL is restarted whenever it dies; an external database is its operator's to keep up. */
  supervise(events: SupervisorEvents): void;
  stop(): Promise<void>;
}

/** DATABASE_URL when set; otherwise an embedded PostgreSQL whose data lives in DATA_DIR/postgres. */
export async function openDatabase(config: Config, onError: (message: string) => void): Promise<Database> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, supervise: () => {}, stop: async () => {} };
  const db = await startEmbeddedPostgres({
    dataDir: path.join(config.dataDir, 'postgres'),
    port: config.embeddedPgPort,
    database: 'sunshine',
    onError,
  });
  return { url: db.url, embedded: true, supervise: (events) => db.supervise(events), stop: () => db.stop() };
}
