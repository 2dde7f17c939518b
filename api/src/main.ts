import 'reflect-metadata';
import http from 'node:http';
import { createApp } from './app.js';
import { bootstrapData } from './db/bootstrap.js';
import { openDatabase } from './db/database.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seeders/demo.seeder.js';
import { initOrm, migrate, timeoutsOf } from './db/orm.js';
import { withStartupLock } from './db/startup-lock.js';
import { createLogger } from './logger.js';
import { createAppServices, loadConfigOrExit } from './startup.js';
import { startJobs } from './jobs/runtime.js';
import { servicesOff } from './startup-notes.js';

/** SIGTERM to exit: accepted requests get most of it (app.ts DRAIN_GRACE_MS), closing the database the rest. */
const SHUTDOWN_DEADLINE_MS = 4_500;
const VISIT_HORIZON_INTERVAL_MS = 6 * 3_600_000;

async function main() {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);

  const database = await openDatabase(config, (message) => logger.error({ postgres: message }, 'PostgreSQL error'));
  if (database.embedded) logger.info({ dataDir: config.dataDir }, 'Started embedded PostgreSQL');
  const orm = await initOrm(database.url, {}, timeoutsOf(config));
  const services = createAppServices(config, orm);
  // Instances starting together on one database take turns to migrate and create the first rows.
  const seed = await withStartupLock(database.url, async () => {
    // Migrations run without the request timeouts: a long one must not be cancelled halfway.
    const migrationOrm = await initOrm(database.url);
    try {
      await migrate(migrationOrm);
    } finally {
      await migrationOrm.close();
    }
    return bootstrapData(orm, config, services, logger);
  });
  const extendVisits = async () => {
    try {
      const created = await services.serviceRequests.extendHorizon(orm.em.fork());
      if (created > 0) logger.info({ created }, 'Scheduled visits of recurring requests');
    } catch (error) {
      logger.error({ err: error }, 'Could not extend recurring visits');
    }
  };
  await extendVisits();
  // Recurring requests stay materialised a rolling horizon ahead; a few runs a day keep it rolling.
  const horizonTimer = setInterval(extendVisits, VISIT_HORIZON_INTERVAL_MS);
  horizonTimer.unref();

  // The job queue (its schema, the app's queues) is ready before the first request can enqueue; the worker runs here
  // unless RUN_WORKER=false, when `npm run worker` processes run it instead.
  const jobs = await startJobs({ orm, config, services, logger, worker: config.runWorker });

  const server = http.createServer();
  const { app, close } = await createApp({ orm, config, logger, httpServer: server, services });
  server.on('request', app);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    // A busy port is a setup mistake, not a crash: say which port and leave nothing running (the embedded database).
    const code = (error as NodeJS.ErrnoException).code;
    logger.error(
      { err: error, port: config.port },
      code === 'EADDRINUSE'
        ? `Port ${config.port} is already in use: stop the other server or set PORT`
        : `Cannot listen on ${config.host}:${config.port}`,
    );
    clearInterval(horizonTimer);
    await Promise.allSettled([close(), jobs.stop()]);
    await orm.close();
    await database.stop();
    process.exit(1);
  }

  // The embedded PostgreSQL is this process's to keep running: restarted if it dies (the app recovers by itself).
  database.supervise({
    died: (pid) => logger.error({ pid }, 'Embedded PostgreSQL stopped unexpectedly; restarting it'),
    restarted: (pid) => logger.info({ pid }, 'Embedded PostgreSQL restarted'),
    restartFailed: (error) => logger.warn({ err: error }, 'Embedded PostgreSQL did not restart yet; retrying'),
  });

  const url = `http://localhost:${config.port}`;
  console.log(`\n  Sunshine Clean is running at ${url}\n`);
  if (!config.isProduction && seed.seeded) console.log('  Demo data was created.');
  if (!config.isProduction && (seed.seeded || config.seedDemo)) {
    console.log(`  Demo sign-ins (password ${DEMO_PASSWORD}): ${Object.values(DEMO_ACCOUNTS).join(', ')}\n`);
  }
  for (const note of servicesOff(config)) console.log(`  ${note}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Shutting down');
    const force = setTimeout(() => {
      logger.error('Shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    force.unref();
    try {
      clearInterval(horizonTimer);
      // Stops accepting connections, closes idle keep-alive ones, lets accepted requests finish (closing each
      // connection after its last answer), then stops Apollo and the session pool. Meanwhile the worker takes no
      // more jobs, lets running ones (an email being sent) finish within the same grace, and closes its pool:
      // requests enqueue through their own transaction, never through it.
      await Promise.all([close(), jobs.stop()]);
      await orm.close();
      await database.stop();
      logger.info('Stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'Error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
