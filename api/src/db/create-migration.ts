/**
 * Creates a migration from the difference between the entities and the migrated schema, against a throwaway
 * embedded PostgreSQL, so no database needs to be running: `npm run migration:create --workspace api`.
 */
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { initOrm } from './orm.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'sunshine-migration-'));
chmodSync(dir, 0o755); // the postgres user must reach the data folder
const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), database: 'migrations' });
try {
  const orm = await initOrm(db.url);
  const migrator = orm.getMigrator();
  await migrator.up();
  const result = await migrator.createMigration(undefined, false, process.argv.includes('--initial'));
  console.log(result.fileName ? `Created ${result.fileName}` : 'No changes: the schema matches the entities.');
  await orm.close();
} finally {
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
}
