import type { MikroORM } from '@mikro-orm/postgresql';
import { DEFAULT_SIGN_IN_LIMITS } from '../auth/rate-limit.js';
import type { Config } from '../config.js';
import type { AppLogger } from '../logger.js';
import { createMailer, type Mailer } from '../mail/transport.js';
import type { Services } from '../services.js';
import { SecretTokens } from '../shared/secret-tokens.js';
import { createCardGateway } from '../integrations/stripe/client.js';
import { createTextGateway } from '../integrations/twilio/client.js';
import { JobQueue } from './queue.js';
import { startWorker } from './worker.js';
import { createFileStorage } from '../integrations/storage/create-file-storage.js';

export interface JobRuntime {
  queue: JobQueue;
  mailer: Mailer;
  stop(): Promise<void>;
}

/**
 * Prepares the job queue (pg-boss's schema and the app's queues) and, when `worker` is set, runs the worker: what
 * main.ts does with RUN_WORKER=true and what `npm run worker` does on its own.
 */
export async function startJobs(options: {
  orm: MikroORM;
  config: Config;
  services: Services;
  logger: AppLogger;
  worker: boolean;
  /** Register the cron schedules (default true); tests run the scheduled jobs themselves. */
  schedule?: boolean;
}): Promise<JobRuntime> {
  const { orm, config, services, logger } = options;
  const queue = new JobQueue(orm.config.get('clientUrl')!, { worker: options.worker });
  const mailer = createMailer(config.mail, config.isProduction);
  await queue.start();
  if (options.worker) {
    if (mailer.mode === 'unconfigured') logger.warn('SMTP_URL is not set in production: emails wait in the Outbox, failing');
    await startWorker({
      orm,
      queue,
      services,
      mailer,
      tokens: new SecretTokens(config.sessionSecret),
      publicUrl: config.publicUrl,
      logger,
      schedule: options.schedule,
    });
  }
  return {
    queue,
    mailer,
    async stop() {
      await queue.stop();
      mailer.close();
    },
  };
}

/** The service options every process derives from its configuration (app and worker alike). */
export function serviceOptions(config: Config) {
  return {
    secret: config.sessionSecret,
    publicUrl: config.publicUrl,
    mailMode: config.mail.smtpUrl ? 'smtp' : config.isProduction ? 'unconfigured' : 'kept',
    mailRetry: { retryLimit: config.mail.retryLimit, retryDelaySeconds: config.mail.retryDelaySeconds },
    signInLimits: { ...DEFAULT_SIGN_IN_LIMITS, perIp: config.signInLimitPerIp },
    cardGateway: createCardGateway(config.stripe),
    textGateway: createTextGateway(config.twilio),
    storage: createFileStorage(config.storage),
  };
}
