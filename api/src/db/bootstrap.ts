import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import type { AppLogger } from '../logger.js';
import { User } from '../modules/user/user.entity.js';
import type { Services } from '../services.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seeders/demo.seeder.js';

/**
 * Start-up data: the owner's admin account from ADMIN_EMAIL/ADMIN_PASSWORD, and the demo business on the first
 * start against an empty database outside production.
 */
export async function bootstrapData(orm: MikroORM, config: Config, services: Services, logger: AppLogger) {
  const em = orm.em.fork();
  if (config.admin) {
    const outcome = await services.auth.ensureAdmin(em, config.admin.email, config.admin.password);
    logger.info({ email: config.admin.email, outcome }, 'Admin account from ADMIN_EMAIL');
  }
  if (!config.seedDemo || config.isProduction) return { seeded: false };
  const hasUsers = (await em.count(User, { email: { $nin: config.admin ? [config.admin.email.toLowerCase()] : [] } })) > 0;
  if (hasUsers) return { seeded: false };
  await seedDemo(orm.em.fork());
  return { seeded: true, accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD };
}
