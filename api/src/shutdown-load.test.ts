import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type AppProcess, call, signIn, startAppProcess, tempDataDir } from '../test/app-process.js';
import { startEmbeddedPostgres } from './db/embedded-postgres.js';

/**
 * SIGTERM while writes pour in, on the embedded PostgreSQL, in production mode (where Apollo would otherwise install
 * its own signal handler): every write the server answered is on disk, nothing answers 5xx, idle keep-alive
 * connections are closed, the database is stopped and the process exits 0 within 5 seconds.
 */
const data = tempDataDir();
let app: AppProcess | undefined;
beforeAll(async () => {
  app = await startAppProcess({ DATA_DIR: data.dir, ADMIN_EMAIL: 'owner@load.test', ADMIN_PASSWORD: 'owner-password' });
});
afterAll(() => {
  app?.kill();
  data.clean();
});

describe('SIGTERM under load', () => {
  it('finishes what it accepted, loses no accepted write, closes idle connections and exits 0 within 5 s', async () => {
    const { port } = app!;
    const cookie = await signIn(port, 'owner@load.test', 'owner-password');
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 8 });

    // An idle keep-alive connection, open before the signal: the server must close it, not wait on it.
    const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await call(port, '/healthz', { agent: idleAgent })).status).toBe(200);
    const idleSocket = Object.values(idleAgent.freeSockets).flat()[0]!;
    const idleClosed = new Promise<number>((resolve) => idleSocket.once('close', () => resolve(Date.now())));

    let signalledAt = 0;
    const answers: { answer: Answer; name: string; sentAt: number }[] = [];
    const failures: string[] = [];
    let sequence = 0;
    const writer = async () => {
      for (;;) {
        const name = `Load client ${++sequence}`;
        const sentAt = Date.now();
        try {
          const answer = await call(port, '/api/clients', {
            body: { displayName: name },
            cookie,
            agent: keepAlive,
            timeoutMs: 10_000,
          });
          answers.push({ answer, name, sentAt });
        } catch (error) {
          // Refused or reset once the server stopped taking work: this request was never answered.
          failures.push(String((error as Error).message));
          if (signalledAt) return;
        }
        if (signalledAt && Date.now() - signalledAt > 6_000) return;
      }
    };
    const writers = Array.from({ length: 8 }, writer);

    await new Promise((resolve) => setTimeout(resolve, 800));
    const exitCode = app!.exited;
    signalledAt = Date.now();
    app!.child.kill('SIGTERM');
    const code = await Promise.race([exitCode, new Promise((resolve) => setTimeout(() => resolve('still running'), 10_000))]);
    const exitedAfter = Date.now() - signalledAt;
    await Promise.all(writers);
    keepAlive.destroy();

    expect(code).toBe(0);
    expect(exitedAfter).toBeLessThan(5_000);
    expect(await Promise.race([idleClosed, new Promise((resolve) => setTimeout(() => resolve(null), 1_000))])).not.toBeNull();

    const created = answers.filter(({ answer }) => answer.status === 201);
    expect(created.length).toBeGreaterThan(5);
    expect(answers.filter(({ answer }) => answer.status >= 500)).toEqual([]);
    expect(answers.every(({ answer }) => answer.status === 201)).toBe(true);
    // Some writes were still in flight when the signal came, and were answered.
    expect(answers.some(({ sentAt }) => sentAt <= signalledAt && sentAt > signalledAt - 1_000)).toBe(true);

    // The app stopped its PostgreSQL: no lock file left behind.
    expect(existsSync(path.join(data.dir, 'postgres', 'postmaster.pid'))).toBe(false);
    // Every write the server answered is there when the database starts again.
    const db = await startEmbeddedPostgres({ dataDir: path.join(data.dir, 'postgres'), database: 'sunshine' });
    try {
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      const names = created.map(({ name }) => name);
      const stored = await client.query<{ n: string }>('select count(*) as n from clients where display_name = any($1)', [names]);
      await client.end();
      expect(Number(stored.rows[0]!.n)).toBe(created.length);
    } finally {
      await db.stop();
    }
  }, 120_000);
});
