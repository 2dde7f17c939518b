import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../../src/db/embedded-postgres.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './database.js';

export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RunningServer {
  base: string;
  logFile: string;
  /** CPU time (user + system) the server process has used so far, in ms: robust to a machine shared with others. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** utime + stime of a process from /proc (Linux), in ms. */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // After the command name: state is field 3, utime and stime are fields 14 and 15 (clock ticks, 100 a second).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The production configuration, as `docker compose` runs it: NODE_ENV=production, logs at `info` (JSON lines to a
 * file, as a deployment ships stdout to a collector), a real session secret; cookies not Secure because the bench
 * speaks plain HTTP on localhost, as the compose file does.
 */
export function productionEnv(databaseUrl: string, port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
    COOKIE_SECURE: 'false',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_DIST: '/nonexistent-web-dist',
    ...extra,
  };
}

/**
 * Starts a server script in its own Node process (so the load generator does not share its event loop), its logs
 * going to `logFile`; resolves once /healthz answers.
 */
export async function startServer(
  script: string,
  databaseUrl: string,
  logFile: string,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await findFreePort();
  const log = openSync(logFile, 'a');
  // BENCH_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) reaches the server's node: --cpu-prof is refused in NODE_OPTIONS.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: API_DIR,
    env: productionEnv(databaseUrl, port, extraEnv),
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_resolve, reject) =>
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before it was ready: see ${logFile}`))),
  );
  const ready = (async () => {
    for (let waited = 0; waited < 60_000; waited += 100) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${script} did not answer /healthz within 60 s: see ${logFile}`);
  })();
  await Promise.race([ready, exited]);
  exited.catch(() => undefined);
  return {
    base,
    logFile,
    cpuMs: () => processCpuMs(child.pid!),
    async stop() {
      if (child.exitCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}

/** The real app, started by its own entry point (src/main.ts). */
export const startApp = (databaseUrl: string, logFile: string, extraEnv: Record<string, string> = {}) =>
  startServer('src/main.ts', databaseUrl, logFile, extraEnv);

/** Signs the bench admin in; returns the cookies to send (`sid=...; sc_device=...`). */
export async function signIn(base: string, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  // Every cookie the answer sets (the session and, since sign-in remembers devices, sc_device), as a browser sends them.
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!response.ok || !cookie) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookie;
}

/** What a browser sends with every request besides the cookie. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };

/** One GraphQL request as Apollo Client sends it; throws on errors. */
export async function postGraphQL<T = unknown>(
  base: string,
  cookie: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { ...BROWSER_HEADERS, 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!response.ok || body.errors) throw new Error(`GraphQL ${response.status}: ${JSON.stringify(body.errors ?? body)}`);
  return body.data as T;
}
