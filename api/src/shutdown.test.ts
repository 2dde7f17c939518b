import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/harness.js';
import { findFreePort } from './db/embedded-postgres.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

function post(port: number, body: unknown): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/login',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

function spawnServer(port: number): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      SESSION_SECRET: 's'.repeat(40),
      ADMIN_EMAIL: 'owner@shutdown.test',
      ADMIN_PASSWORD: 'owner-password',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function startServer(port: number): Promise<ChildProcess> {
  const { child, output } = spawnServer(port);
  for (let waited = 0; waited < 60_000; waited += 200) {
    if (output().includes('is running at')) return child;
    if (child.exitCode !== null) throw new Error(`server exited: ${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start: ${output()}`);
}

describe('graceful shutdown', () => {
  it('answers every request it accepted before SIGTERM, then exits 0', async () => {
    const port = await findFreePort();
    const child = await startServer(port);
    // Each sign-in verifies an argon2 hash (~50 ms of CPU on the thread pool), so once the first answer is back the
    // others have been accepted and are still being worked on when the signal lands.
    const inFlight = Array.from({ length: 12 }, () => post(port, { email: 'owner@shutdown.test', password: 'owner-password' }));
    await Promise.race(inFlight);
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const results = await Promise.all(inFlight);
    expect(results.map((result) => result.status)).toEqual(Array(12).fill(200));
    expect(results.every((result) => JSON.parse(result.body).role === 'admin')).toBe(true);
    const [code] = (await Promise.race([
      exited,
      new Promise((_, reject) => setTimeout(() => reject(new Error('no exit')), 15_000)),
    ])) as [number];
    expect(code).toBe(0);
    // Nothing listens any more.
    await expect(post(port, {})).rejects.toThrow();
  }, 90_000);
});

describe('a port already in use', () => {
  it('stops with one line naming the port and exit code 1, instead of crashing', async () => {
    const port = await findFreePort();
    const occupant = net.createServer();
    await new Promise<void>((resolve) => occupant.listen(port, '127.0.0.1', resolve));
    try {
      const { child, output } = spawnServer(port);
      const [code] = (await Promise.race([
        once(child, 'exit'),
        new Promise((_, reject) => setTimeout(() => reject(new Error(`no exit: ${output()}`)), 60_000)),
      ])) as [number];
      expect(code).toBe(1);
      expect(output()).toContain(`Port ${port} is already in use: stop the other server or set PORT`);
      expect(output()).not.toContain('Unhandled');
    } finally {
      occupant.close();
    }
  }, 90_000);
});
