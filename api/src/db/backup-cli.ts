/**
 * `npm run db:backup [FILE]` and `npm run db:restore FILE`, against DATABASE_URL or the embedded database in
 * DATA_DIR (used in place while the app runs, else started for the job).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, REPO_ROOT } from '../config.js';
import { backupDatabase, restoreDatabase } from './backup.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { initOrm, migrate } from './orm.js';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const [command, fileArgument] = process.argv.slice(2);
if (command !== 'backup' && command !== 'restore') {
  console.error('Usage: backup-cli.ts backup [FILE] | restore FILE');
  process.exit(2);
}
if (command === 'restore' && !fileArgument) {
  console.error('Name the backup file to restore: npm run db:restore backups/<file>.backup');
  process.exit(2);
}

// npm runs this from api/; a relative FILE means relative to where the command was typed.
const base = process.env.INIT_CWD ?? process.cwd();
const config = loadConfig();
let stop = async () => {};
let url = config.databaseUrl;
if (!url) {
  const dataDir = path.join(config.dataDir, 'postgres');
  const lockFile = path.join(dataDir, 'postmaster.pid');
  const running = existsSync(lockFile) ? readFileSync(lockFile, 'utf8').split('\n') : [];
  const alive = running[0] !== undefined && isRunning(Number(running[0]));
  if (alive) {
    url = `postgresql://postgres:postgres@127.0.0.1:${running[3]}/sunshine`;
  } else {
    const db = await startEmbeddedPostgres({ dataDir, database: 'sunshine' });
    url = db.url;
    stop = db.stop;
  }
}

try {
  if (command === 'backup') {
    const file = path.resolve(
      base,
      fileArgument ?? path.join(REPO_ROOT, 'backups', `sunshine-${new Date().toISOString().replace(/[:.]/g, '-')}.backup`),
    );
    mkdirSync(path.dirname(file), { recursive: true });
    const { tables } = await backupDatabase(url, file);
    console.log(`Backed up ${tables} tables to ${file}`);
  } else {
    const orm = await initOrm(url);
    await migrate(orm); // a restore into a fresh database first needs the schema
    await orm.close();
    const { tables } = await restoreDatabase(url, path.resolve(base, fileArgument!));
    console.log(`Restored ${tables} tables from ${fileArgument}`);
  }
} finally {
  await stop();
}
