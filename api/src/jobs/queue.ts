import type { EntityManager } from '@mikro-orm/postgresql';
import PgBoss from 'pg-boss';
import { BUSINESS_TIME_ZONE } from '../shared/calendar-date.js';

/** pg-boss keeps its tables in their own schema, out of the app's migrations and backups. */
export const JOB_SCHEMA = 'pgboss';

/** Every queue the app uses. */
export const QUEUES = {
  /** One job per outbox row: render and send one email. */
  deliver: 'notification-delivery',
  /** Daily, 9 AM business time: tomorrow's visit reminders. */
  reminders: 'visit-reminders',
  /** Daily, 6:30 AM business time: each helper's agenda. */
  agenda: 'daily-agenda',
  /** Daily, 10 AM business time: overdue invoice reminders, then the payment-aware hold (modules/collections). */
  overdue: 'invoice-overdue',
  /** Every few minutes: outbox rows left without a job (a restored database, a lost job) get one again. */
  sweep: 'outbox-sweep',
  /**
   * One job per "Forgot password?" request: finding the account and writing its link happen here, so the request
   * itself does the same work (and takes the same time) whether or not the address has an account.
   */
  passwordReset: 'password-reset-request',
  /** Daily, 3 AM business time: booking leads older than 90 days are deleted. */
  leadPurge: 'booking-lead-purge',
  /** Daily, 3:15 AM business time: Idempotency-Key records older than 30 days are deleted. */
  idempotencyPurge: 'idempotency-purge',
  /** One job per received Stripe event: its work (record a payment, save a card), run once. */
  stripeEvent: 'stripe-event',
  /** One job per off-session card charge (the owner's Charge, or the charge after a visit). */
  cardCharge: 'card-charge',
  /** One job per card refund the owner made in the app: Stripe's refund, confirmed later by its webhook. */
  cardRefund: 'card-refund',
} as const;

/** Queues whose jobs are many and independent; the others run one job at a time (scheduled work). */
const STANDARD_QUEUES: readonly string[] = [
  QUEUES.deliver,
  QUEUES.passwordReset,
  QUEUES.stripeEvent,
  QUEUES.cardCharge,
  QUEUES.cardRefund,
];

/** Cron lines in the business's time zone (pg-boss evaluates them with `tz`). */
export const SCHEDULES: { queue: string; cron: string }[] = [
  { queue: QUEUES.reminders, cron: '0 9 * * *' },
  { queue: QUEUES.agenda, cron: '30 6 * * *' },
  { queue: QUEUES.overdue, cron: '0 10 * * *' },
  { queue: QUEUES.sweep, cron: '*/5 * * * *' },
  { queue: QUEUES.leadPurge, cron: '0 3 * * *' },
  { queue: QUEUES.idempotencyPurge, cron: '15 3 * * *' },
];

export interface RetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
}

interface PgClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface KnexTransaction {
  client: { acquireConnection(): Promise<PgClient> };
}

/**
 * Hands delivery jobs to pg-boss through the caller's own database connection, inside its transaction: a job exists
 * exactly when the change that caused it commits. Needs no connection of its own, so every app instance (and every
 * test app) can enqueue whether or not it runs a worker.
 */
export class Enqueuer {
  private readonly boss = new PgBoss({
    schema: JOB_SCHEMA,
    // Never used: every send passes the caller's connection as `db`.
    db: { executeSql: () => Promise.reject(new Error('enqueue through a transaction')) },
  });

  constructor(private readonly retry: RetryPolicy = DEFAULT_RETRY) {}

  /** Inside the transaction that wrote the outbox rows. */
  async enqueueDelivery(em: EntityManager, deliveryIds: string[], startAfter?: Date): Promise<void> {
    if (deliveryIds.length === 0) return;
    const transaction = em.getTransactionContext<KnexTransaction>();
    if (!transaction) throw new Error('Deliveries are enqueued inside the transaction that wrote them');
    const connection = await transaction.client.acquireConnection();
    const db = { executeSql: (text: string, values: unknown[]) => connection.query(text, values) };
    // One statement for the lot: a closure may enqueue thousands of deliveries.
    await this.boss.insert(
      deliveryIds.map((deliveryId) => ({
        name: QUEUES.deliver,
        data: { deliveryId },
        retryLimit: this.retry.retryLimit,
        retryDelay: this.retry.retryDelaySeconds,
        retryBackoff: true,
        // A text held by quiet hours: its job waits until they end.
        ...(startAfter ? { startAfter } : {}),
      })),
      { db },
    );
  }

  /** A reset request's job (the address as typed, normalised), in a transaction of its own. */
  enqueuePasswordReset(em: EntityManager, email: string): Promise<void> {
    return em.transactional(async (tx) => {
      const transaction = tx.getTransactionContext<KnexTransaction>()!;
      const connection = await transaction.client.acquireConnection();
      const db = { executeSql: (text: string, values: unknown[]) => connection.query(text, values) };
      await this.boss.insert([{ name: QUEUES.passwordReset, data: { email }, retryLimit: 3, retryDelay: 30 }], { db });
    });
  }

  /**
   * A job of `queue` inside the caller's transaction, so it exists exactly when the change that asked for it commits
   * (a received Stripe event, a charge to make). Retried with backoff when it throws.
   */
  async enqueueJob(em: EntityManager, queue: string, data: object, options: { retryLimit?: number } = {}): Promise<void> {
    const transaction = em.getTransactionContext<KnexTransaction>();
    if (!transaction) throw new Error('Jobs are enqueued inside the transaction that asks for them');
    const connection = await transaction.client.acquireConnection();
    const db = { executeSql: (text: string, values: unknown[]) => connection.query(text, values) };
    await this.boss.insert([{ name: queue, data, retryLimit: options.retryLimit ?? 8, retryDelay: 10, retryBackoff: true }], {
      db,
    });
  }

  /** Outside the change's transaction: the owner's Retry, the sweep. */
  enqueueDeliveryNow(em: EntityManager, deliveryId: string): Promise<void> {
    return em.transactional((tx) => this.enqueueDelivery(tx, [deliveryId]));
  }
}

export const DEFAULT_RETRY: RetryPolicy = { retryLimit: 8, retryDelaySeconds: 30 };

/**
 * The PostgreSQL job queue (pg-boss), as a worker process uses it. Workers (in the app, or `npm run worker`) take jobs with
 * SKIP LOCKED, so two instances never run one job twice; cron schedules fire once per minute across instances.
 */
export class JobQueue {
  readonly boss: PgBoss;
  private started = false;

  constructor(connectionString: string, options: { worker: boolean; maxConnections?: number } = { worker: true }) {
    this.boss = new PgBoss({
      connectionString,
      schema: JOB_SCHEMA,
      application_name: 'sunshine-jobs',
      max: options.maxConnections ?? 4,
      // Only a worker process runs maintenance and cron; an app instance without one just enqueues.
      supervise: options.worker,
      schedule: options.worker,
      migrate: true,
    });
    // pg-boss re-emits its pool's errors (a connection dropped by a restart or failover); an 'error' event nobody
    // listens to would crash the process. The worker also logs them.
    this.boss.on('error', () => undefined);
  }

  /** Creates or upgrades pg-boss's schema and the app's queues, then starts. */
  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    const existing = new Set((await this.boss.getQueues()).map((queue) => queue.name));
    for (const name of Object.values(QUEUES)) {
      if (!existing.has(name))
        await this.boss.createQueue(name, { name, policy: STANDARD_QUEUES.includes(name) ? 'standard' : 'singleton' });
    }
    this.started = true;
  }

  async schedule(): Promise<void> {
    for (const { queue, cron } of SCHEDULES) await this.boss.schedule(queue, cron, {}, { tz: BUSINESS_TIME_ZONE });
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    // Running jobs get the same grace as accepted requests (app.ts DRAIN_GRACE_MS), inside main.ts's exit deadline;
    // one cut short leaves its outbox row claimed but unsent, and the sweep enqueues it again once the claim is stale.
    await this.boss.stop({ graceful: true, wait: true, timeout: 3_000, close: true });
  }
}
