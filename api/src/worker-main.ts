import 'reflect-metadata';
import { initOrm } from './db/orm.js';
import { startJobs } from './jobs/runtime.js';
import { createLogger } from './logger.js';
import { createAppServices, loadConfigOrExit } from './startup.js';

/**
 * `npm run worker`: the job worker alone (mail delivery, reminders, digests), for installs that run it apart from
 * the web instances (set RUN_WORKER=false on those). Needs DATABASE_URL: it shares the app's database.
 */
async function main() {
  const config = loadConfigOrExit();
  if (!config.databaseUrl) {
    console.error('Set DATABASE_URL: the worker shares the database of the app instances.');
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  const orm = await initOrm(config.databaseUrl);
  const services = createAppServices(config, orm);
  const jobs = await startJobs({ orm, config, services, logger, worker: true });
  logger.info('Worker running');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Worker shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await jobs.stop();
    await orm.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
