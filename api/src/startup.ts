/** What both entry points (the app, `npm run worker`) do first and alike. */
import type { MikroORM } from '@mikro-orm/postgresql';
import { postgresRateLimits } from './auth/rate-limit.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { serviceOptions } from './jobs/runtime.js';
import { createServices } from './services.js';

/** The configuration, or exit with its message: a bad setting is the operator's to fix, not a stack trace. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The services as configured, with rate limits kept in PostgreSQL so that every instance shares them. */
export const createAppServices = (config: Config, orm: MikroORM) =>
  createServices({
    ...serviceOptions(config),
    rateLimits: postgresRateLimits(orm.em.getConnection().getKnex()),
  });
