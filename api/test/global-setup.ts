import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { initOrm, migrate } from '../src/db/orm.js';
import { JobQueue } from '../src/jobs/queue.js';

export const TEMPLATE_DATABASE = 'sunshine_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgBaseUrl: string;
    templateDatabase: string;
  }
}

/**
 * One real PostgreSQL for the whole run: started once, migrated once into a template database that every test
 * file clones (CREATE DATABASE ... TEMPLATE is a file copy, ~50 ms), so files run in parallel in isolation.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sunshine-test-'));
  chmodSync(dir, 0o755); // the postgres user must reach its data folder
  const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), database: TEMPLATE_DATABASE });
  const orm = await initOrm(db.url);
  await migrate(orm);
  await orm.close();
  // pg-boss's schema and the app's queues, so every cloned database can enqueue jobs from its first request.
  const queue = new JobQueue(db.url, { worker: false, maxConnections: 1 });
  await queue.start();
  await queue.stop();

  project.provide('pgBaseUrl', db.adminUrl.replace(/\/postgres$/, ''));
  project.provide('templateDatabase', TEMPLATE_DATABASE);

  return async () => {
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
