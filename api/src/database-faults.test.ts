import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  type AppProcess,
  call,
  logLines,
  postgresProcesses,
  signIn,
  startAppProcess,
  tempDataDir,
} from '../test/app-process.js';

/**
 * The embedded PostgreSQL paused (SIGSTOP: a frozen VM, a cut network) and then killed, while requests keep
 * coming: the app answers 503 SERVICE_UNAVAILABLE with Retry-After, fast, in each transport's documented body,
 * logs each outage once and its end once, and serves again on its own (the killed server is restarted by the
 * app) without a restart of the app.
 */
const data = tempDataDir();
let app: AppProcess | undefined;
beforeAll(async () => {
  app = await startAppProcess({
    DATA_DIR: data.dir,
    ADMIN_EMAIL: 'owner@faults.test',
    ADMIN_PASSWORD: 'owner-password',
    DB_CONNECT_TIMEOUT_MS: '1000',
    DB_STATEMENT_TIMEOUT_MS: '2000',
  });
});
afterAll(() => {
  app?.kill();
  data.clean();
});

interface Outcome {
  at: number;
  kind: 'rest' | 'graphql';
  answer?: Answer;
  error?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the database goes away under load', () => {
  it('answers 503 with Retry-After while it is paused or dead, logs each outage once, and recovers without a restart', async () => {
    const { port } = app!;
    const cookie = await signIn(port, 'owner@faults.test', 'owner-password');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
    const outcomes: Outcome[] = [];
    let running = true;
    const worker = async (kind: Outcome['kind']) => {
      while (running) {
        const at = Date.now();
        try {
          const answer =
            kind === 'rest'
              ? await call(port, '/api/clients?limit=5', { cookie, agent, timeoutMs: 15_000 })
              : await call(port, '/graphql', { body: { query: '{ viewer { email } }' }, cookie, agent, timeoutMs: 15_000 });
          outcomes.push({ at, kind, answer });
        } catch (error) {
          outcomes.push({ at, kind, error: (error as Error).message });
        }
        await sleep(20);
      }
    };
    const workers = [worker('rest'), worker('rest'), worker('graphql'), worker('graphql')];
    const since = (start: number) => outcomes.filter((outcome) => outcome.at >= start);
    const waitFor = async (what: string, predicate: () => boolean, ms: number) => {
      for (const deadline = Date.now() + ms; Date.now() < deadline; await sleep(50)) if (predicate()) return;
      throw new Error(`${what} did not happen within ${ms} ms; last: ${JSON.stringify(outcomes.slice(-3))}`);
    };
    const okSince = (start: number) => since(start).filter((outcome) => outcome.answer?.status === 200).length;

    try {
      await waitFor('traffic', () => okSince(0) > 10, 10_000);

      // ---- paused ------------------------------------------------------------------------------------------
      const pids = postgresProcesses(data.dir);
      const pausedAt = Date.now();
      for (const pid of pids) process.kill(pid, 'SIGSTOP');
      try {
        await waitFor('503 while paused', () => since(pausedAt).some((o) => o.answer?.status === 503), 8_000);
        const detectedAt = Date.now();
        await sleep(1_500);
        // Once noticed, requests are answered at once rather than hung for the outage.
        const during = since(detectedAt).filter((o) => o.answer);
        expect(during.length).toBeGreaterThan(10);
        expect(
          during
            .filter((o) => !(o.answer!.status === 503 && o.answer!.ms < 1_000))
            .map((o) => [o.kind, o.answer!.status, o.answer!.ms, o.answer!.body.slice(0, 80)]),
        ).toEqual([]);
      } finally {
        for (const pid of pids) process.kill(pid, 'SIGCONT');
      }
      const resumedAt = Date.now();
      await waitFor('recovery after the pause', () => okSince(resumedAt) > 5, 10_000);

      // ---- killed ------------------------------------------------------------------------------------------
      const killedAt = Date.now();
      process.kill(postgresProcesses(data.dir)[0]!, 'SIGKILL');
      await waitFor('503 after the kill', () => since(killedAt).some((o) => o.answer?.status === 503), 8_000);
      await waitFor('recovery after the kill', () => okSince(Date.now()) > 0 || okSince(killedAt) > 5, 30_000);
    } finally {
      running = false;
      await Promise.all(workers);
      agent.destroy();
    }

    // The app never went down, never answered 500, and every 503 was the documented, retryable answer.
    expect(app!.child.exitCode).toBeNull();
    const answers = outcomes.flatMap((o) => (o.answer ? [{ ...o.answer, kind: o.kind }] : []));
    expect(answers.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([]);
    const unavailable = answers.filter((answer) => answer.status === 503);
    expect(unavailable.length).toBeGreaterThan(20);
    for (const answer of unavailable) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      const body = JSON.parse(answer.body);
      if (answer.kind === 'rest') expect(body).toEqual({ message: expect.any(String), code: 'SERVICE_UNAVAILABLE' });
      else expect(body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    }
    expect(outcomes.filter((o) => o.error)).toEqual([]);

    // Two outages: each logged once when it began and once when it ended, however many requests met it.
    const output = app!.output();
    expect(logLines(output, 'Database unreachable: answering 503 until it is back')).toHaveLength(2);
    expect(logLines(output, 'Database reachable again')).toHaveLength(2);
    expect(logLines(output, 'Embedded PostgreSQL restarted')).toHaveLength(1);
    const errorLines = output.split('\n').filter((line) => /"level":(50|60)/.test(line));
    expect(errorLines.length).toBeLessThanOrEqual(4);

    // And it still shuts down cleanly.
    app!.child.kill('SIGTERM');
    expect(await app!.exited).toBe(0);
  }, 120_000);
});
