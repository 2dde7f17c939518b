/**
 * Benchmarks for issue 14, against a throwaway embedded PostgreSQL through the real HTTP app (production mode):
 *   1. Enqueueing adds under 5 ms to a request: the owner's sendMessage, with its notification, outbox row and job
 *      written in the request's transaction, against the very same request with notifications switched off,
 *      interleaved in one run.
 *   2. 1,000 visit reminders are raised and delivered through the worker to a local SMTP server in under 60 s.
 * `npm run bench:notifications --workspace api`
 */
import 'reflect-metadata';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/app.js';
import { hashPassword } from '../src/auth/passwords.js';
import { postgresRateLimits } from '../src/auth/rate-limit.js';
import { loadConfig } from '../src/config.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { initOrm, migrate } from '../src/db/orm.js';
import { serviceOptions, startJobs } from '../src/jobs/runtime.js';
import { createLogger } from '../src/logger.js';
import { MessageService } from '../src/modules/message/message.service.js';
import type { NotificationService } from '../src/modules/notification/notification.service.js';
import { createServices } from '../src/services.js';
import { addDays, businessToday } from '../src/shared/calendar-date.js';
import { startMailServer } from '../test/mail-server.js';

const RUNS = 200;
const ENQUEUE_BUDGET_MS = 5;
const REMINDERS = 1_000;
const REMINDER_BUDGET_S = 60;

const dir = mkdtempSync(path.join(os.tmpdir(), 'sunshine-bench-'));
chmodSync(dir, 0o755);
const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), database: 'bench' });
const orm = await initOrm(db.url);
await migrate(orm);
const sql = (query: string, params: unknown[] = []) => orm.em.getConnection().execute(query, params);
const mail = await startMailServer();

const config = loadConfig({
  NODE_ENV: 'production',
  SESSION_SECRET: 'b'.repeat(40),
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  DATA_DIR: dir,
  DATABASE_URL: db.url,
  COOKIE_SECURE: 'false',
  SMTP_URL: mail.url,
  PUBLIC_URL: 'http://bench.local',
});
const logger = createLogger('silent');
const services = createServices({
  ...serviceOptions(config),
  rateLimits: postgresRateLimits(orm.em.getConnection().getKnex()),
});
// The same app without notifications: the messages service with a notifier that does nothing.
const quiet = { ...services, messages: new MessageService({ raise: async () => false } as unknown as NotificationService) };

async function serve(withServices: typeof services) {
  const server = http.createServer();
  const built = await createApp({ orm, config, logger, services: withServices, httpServer: server });
  server.on('request', built.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as { port: number }).port}`, close: built.close, server };
}
const loud = await serve(services);
const silent = await serve(quiet);
// The queue's schema and queues exist before the first enqueue (main.ts does this at start); no worker yet.
const prepared = await startJobs({ orm, config, services, logger, worker: false });
await prepared.stop();

await sql(
  `insert into users (id, email, password_hash, first_name, last_name, role, needs_profile_setup, email_verified_at)
   values (gen_random_uuid(), 'owner@bench.local', ?, 'Bench', 'Owner', 'admin', false, now()),
          (gen_random_uuid(), 'reader@bench.local', 'x', 'Rita', 'Reader', 'client', false, now())`,
  [await hashPassword('bench-password')],
);
const [{ id: readerId }] = await sql(`select id from users where email = 'reader@bench.local'`);

async function signIn(base: string) {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@bench.local', password: 'bench-password' }),
  });
  // The session cookie and, since sign-in throttling knows devices, the sc_device cookie: send them all back.
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
const SEND = 'mutation($input: SendMessageInput!) { sendMessage(input: $input) { message { id } } }';
async function timedSend(base: string, cookie: string, index: number) {
  const started = performance.now();
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: SEND, variables: { input: { toUserId: readerId, body: `Bench message ${index}` } } }),
  });
  const body = (await response.json()) as { errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return performance.now() - started;
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const loudCookie = await signIn(loud.base);
const silentCookie = await signIn(silent.base);
for (let i = 0; i < 20; i++) {
  await timedSend(loud.base, loudCookie, i);
  await timedSend(silent.base, silentCookie, i);
}
const withQueue: number[] = [];
const without: number[] = [];
for (let i = 0; i < RUNS; i++) {
  // Interleaved, so drift on a shared machine touches both sides alike.
  withQueue.push(await timedSend(loud.base, loudCookie, i));
  without.push(await timedSend(silent.base, silentCookie, i));
}
const added = median(withQueue) - median(without);
console.log(
  `sendMessage median: ${median(withQueue).toFixed(2)} ms with notification + outbox + job, ` +
    `${median(without).toFixed(2)} ms without (ratio ${(median(withQueue) / median(without)).toFixed(2)}): ` +
    `enqueueing adds ${added.toFixed(2)} ms (budget ${ENQUEUE_BUDGET_MS} ms) ${added < ENQUEUE_BUDGET_MS ? 'PASS' : 'FAIL'}`,
);

// 2. 1,000 reminders: clients with accounts, each with a visit tomorrow.
const tomorrow = addDays(businessToday(), 1);
await sql(
  `insert into users (id, email, password_hash, first_name, last_name, role, needs_profile_setup, email_verified_at)
   select gen_random_uuid(), 'client' || g || '@bench.local', 'x', 'Client', 'No' || g, 'client', false, now()
     from generate_series(1, ?) g`,
  [REMINDERS],
);
await sql(
  `insert into clients (id, user_id, display_name) select gen_random_uuid(), id, first_name || ' ' || last_name
     from users where email like 'client%@bench.local'`,
);
await sql(
  `insert into service_requests (id, client_id, status, service, date, time, address, phone_number, recurring, scheduled_through)
   select gen_random_uuid(), c.id, 'accepted', 'standard', ?, 'morning', c.display_name || ' Lane, Naples, FL', '+12395550100', 'onetime', ?
     from clients c`,
  [tomorrow, tomorrow],
);
await sql(
  `insert into visits (id, request_id, client_id, date, time_slot) select gen_random_uuid(), r.id, r.client_id, r.date, r.time
     from service_requests r`,
);
const worker = await startJobs({ orm, config, services, logger, worker: true, schedule: false });
const before = mail.received.length;
const started = performance.now();
const raised = await services.scheduledNotifications.visitReminders(orm.em.fork());
const raisedAt = performance.now();
await mail.waitFor(() => mail.received.length - before >= REMINDERS, REMINDER_BUDGET_S * 1000 * 2);
const seconds = (performance.now() - started) / 1000;
console.log(
  `${raised} reminders raised in ${((raisedAt - started) / 1000).toFixed(1)} s and all ${REMINDERS} delivered over SMTP in ` +
    `${seconds.toFixed(1)} s (budget ${REMINDER_BUDGET_S} s) ${seconds < REMINDER_BUDGET_S ? 'PASS' : 'FAIL'}`,
);

await worker.stop();
for (const running of [loud, silent]) {
  await running.close();
  await new Promise((resolve) => running.server.close(resolve));
}
await orm.close();
await mail.stop();
await db.stop();
rmSync(dir, { recursive: true, force: true });
process.exit(added < ENQUEUE_BUDGET_MS && seconds < REMINDER_BUDGET_S ? 0 : 1);
