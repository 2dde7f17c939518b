import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../src/db/embedded-postgres.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface AppProcess {
  child: ChildProcess;
  port: number;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code once it exits. */
  exited: Promise<number | null>;
  /** Sends SIGKILL if it still runs (clean-up after a failed test). */
  kill(): void;
}

/**
 * The real server (`src/main.ts` under tsx) as a child process, as `npm start` runs it: for what only a whole
 * process shows (signals, a database going away, two instances). Without DATABASE_URL it starts its own embedded
 * PostgreSQL in `DATA_DIR`.
 */
export async function startAppProcess(env: Record<string, string>, port?: number): Promise<AppProcess> {
  const listenPort = port ?? (await findFreePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      SESSION_SECRET: 's'.repeat(40),
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (let waited = 0; waited < 90_000; waited += 100) {
    if (output.includes('is running at')) break;
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!output.includes('is running at')) {
    child.kill('SIGKILL');
    throw new Error(`server did not start: ${output}`);
  }
  return {
    child,
    port: listenPort,
    output: () => output,
    exited,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/** A data folder the embedded PostgreSQL (run as the postgres user when we are root) can use; removed by clean(). */
export function tempDataDir(): { dir: string; clean(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sunshine-process-'));
  chmodSync(dir, 0o755);
  return { dir, clean: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The embedded postmaster's pid and those of its children (backends and helpers), from its lock file and /proc. */
export function postgresProcesses(dataDir: string): number[] {
  const postmaster = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after the last ')'.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  cookie?: string;
  agent?: http.Agent | false;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

/** One HTTP request to 127.0.0.1:port; rejects on a connection error or timeout. */
export function call(port: number, urlPath: string, options: CallOptions = {}): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method: options.method ?? (payload ? 'POST' : 'GET'),
        agent: options.agent ?? false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 20_000,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, ms: Date.now() - started }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(payload);
  });
}

/** The session cookie an answer set, as a Cookie header value. */
export const sessionCookieOf = (answer: Answer) =>
  ([] as string[])
    .concat(answer.headers['set-cookie'] ?? [])
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');

/** Signs in over HTTP and returns the Cookie header to send with later calls. */
export async function signIn(port: number, email: string, password: string): Promise<string> {
  const answer = await call(port, '/api/login', { body: { email, password } });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.body}`);
  return sessionCookieOf(answer);
}

/** The JSON log lines a process printed whose `msg` is exactly this. */
export const logLines = (output: string, msg: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; level?: number })
    .filter((line) => line.msg === msg);
