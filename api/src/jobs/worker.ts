import type { MikroORM } from '@mikro-orm/postgresql';
import type PgBoss from 'pg-boss';
import { isDatabaseUnavailable } from '../db/health.js';
import type { AppLogger } from '../logger.js';
import type { Mailer } from '../mail/transport.js';
import type { Services } from '../services.js';
import type { SecretTokens } from '../shared/secret-tokens.js';
import { Deliverer } from './deliver.js';
import { type JobQueue, QUEUES } from './queue.js';

export interface WorkerOptions {
  orm: MikroORM;
  queue: JobQueue;
  services: Services;
  mailer: Mailer;
  tokens: SecretTokens;
  publicUrl: string;
  logger: AppLogger;
  /** Cron schedules (reminders, agendas); tests that trigger the jobs themselves leave them off. */
  schedule?: boolean;
  /** Parallel delivery loops, each taking a batch of jobs at a time. */
  deliveryWorkers?: number;
}

interface DeliveryJob {
  deliveryId: string;
}

/**
 * The job worker: delivers the outbox and runs the scheduled notifications. It runs inside the app process by
 * default (RUN_WORKER=true) or alone with `npm run worker`; any number of them may share one database.
 */
export async function startWorker(options: WorkerOptions): Promise<void> {
  const { orm, queue, services, logger } = options;
  const deliverer = new Deliverer({
    orm,
    mailer: options.mailer,
    tokens: options.tokens,
    settings: services.settings,
    texts: services.texts,
    publicUrl: options.publicUrl,
    logger,
  });
  const { boss } = queue;

  const deliverBatch = async (jobs: PgBoss.JobWithMetadata<DeliveryJob>[]) => {
    await Promise.all(
      jobs.map(async (job) => {
        try {
          await deliverer.deliver(job.data.deliveryId, job.retryCount >= job.retryLimit);
        } catch (error) {
          // This job alone goes back to pg-boss, which retries it with backoff; the rest of the batch completes.
          await boss.fail(QUEUES.deliver, job.id, { message: error instanceof Error ? error.message : String(error) });
        }
      }),
    );
  };
  for (let i = 0; i < (options.deliveryWorkers ?? 2); i++) {
    await boss.work<DeliveryJob>(
      QUEUES.deliver,
      { batchSize: 20, pollingIntervalSeconds: 0.5, includeMetadata: true },
      deliverBatch,
    );
  }

  // A reset request's lookup and link, off the request path (see AccountTokenService.requestPasswordReset).
  await boss.work<{ email: string }>(QUEUES.passwordReset, { batchSize: 5, pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await services.accountTokens.sendPasswordReset(orm.em.fork(), job.data.email);
  });

  // Card payments (modules/card-payment): Stripe's events, off-session charges and refunds, each retried with
  // backoff when Stripe or the database fails; the work itself is idempotent, so a retry changes nothing twice.
  await boss.work<{ eventRowId: string }>(QUEUES.stripeEvent, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await services.cardPayments.processEvent(orm.em.fork(), job.data.eventRowId);
  });
  await boss.work<{ chargeId: string }>(QUEUES.cardCharge, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await services.cardPayments.runCharge(orm.em.fork(), job.data.chargeId);
  });
  await boss.work<{ refundId: string }>(QUEUES.cardRefund, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await services.cardPayments.runRefund(orm.em.fork(), job.data.refundId);
  });

  const scheduled = (name: string, run: () => Promise<number>) =>
    boss.work(name, { pollingIntervalSeconds: 5 }, async () => {
      const raised = await run();
      logger.info({ job: name, raised }, 'Scheduled notifications raised');
    });
  await scheduled(QUEUES.reminders, () => services.scheduledNotifications.visitReminders(orm.em.fork()));
  await scheduled(QUEUES.agenda, () => services.scheduledNotifications.dailyAgendas(orm.em.fork()));
  // Overdue reminders, then the payment-aware hold (modules/collections), in the one daily overdue job.
  await scheduled(QUEUES.overdue, async () => {
    const reminders = await services.collections.overdueReminders(orm.em.fork());
    return reminders + (await services.collections.dailyHolds(orm.em.fork()));
  });
  await scheduled(QUEUES.sweep, () => services.outbox.sweep(orm.em.fork()));
  await scheduled(QUEUES.leadPurge, () => services.booking.purgeOldLeads(orm.em.fork()));
  await scheduled(QUEUES.idempotencyPurge, () => services.idempotency.purgeOld(orm.em.fork()));

  if (options.schedule !== false) await queue.schedule();
  let quietUntil = 0;
  boss.on('error', (error) => {
    if (!isDatabaseUnavailable(error)) return logger.error({ err: error }, 'Job queue error');
    // An outage drops every pooled connection and fails every poll; the app's health check logs the outage itself,
    // so the queue notes it as a warning, once a minute at most. Jobs wait in PostgreSQL and resume with it.
    if (Date.now() < quietUntil) return;
    quietUntil = Date.now() + 60_000;
    logger.warn({ err: error }, 'Job queue: database unreachable; jobs resume when it is back');
  });
  logger.info({ mail: options.mailer.mode }, 'Job worker started');
}
