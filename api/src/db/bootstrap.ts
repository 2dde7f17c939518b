import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import type { AppLogger } from '../logger.js';
import { bindAuditActor } from '../modules/audit/audit-actor.js';
import { User } from '../modules/user/user.entity.js';
import type { Services } from '../services.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seeders/demo.seeder.js';
import { seedPublicContent } from './seeders/public-content.seeder.js';

/**
 * Start-up data: the owner's admin account from ADMIN_EMAIL/ADMIN_PASSWORD, and the demo business on the first
 * start against an empty database outside production, and the public page's starter content.
 */
export async function bootstrapData(orm: MikroORM, config: Config, services: Services, logger: AppLogger) {
  const em = orm.em.fork();
  // Promoting an account to admin is a role decision: the audit trail records it as the operator's, at start-up.
  bindAuditActor(em, { kind: 'system', name: 'ADMIN_EMAIL at start-up' });
  if (config.admin) {
    const outcome = await services.auth.ensureAdmin(em, config.admin.email, config.admin.password);
    logger.info({ email: config.admin.email, outcome }, 'Admin account from ADMIN_EMAIL');
  }
  const demo = await seedDemoOnFirstStart(orm, config);
  // After the demo (which brings its own business card): a real business's first start still opens with a public page.
  if (await seedStarterContent(orm.em.fork(), services))
    logger.info('Public page started with the starter services, testimonials and gallery');
  return demo;
}

async function seedDemoOnFirstStart(orm: MikroORM, config: Config) {
  if (!config.seedDemo || config.isProduction) return { seeded: false } as const;
  const em = orm.em.fork();
  const hasUsers = (await em.count(User, { email: { $nin: config.admin ? [config.admin.email.toLowerCase()] : [] } })) > 0;
  if (hasUsers) return { seeded: false } as const;
  await seedDemo(orm.em.fork());
  return { seeded: true, accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD } as const;
}

/**
 * On the database's first start (no settings row yet), in every environment, the public page gets the spec's
 * services, testimonials and gallery, which the admin then edits on /settings. Once only: content the admin
 * deletes later stays deleted.
 */
async function seedStarterContent(em: EntityManager, services: Services): Promise<boolean> {
  return em.transactional(async (tx) => {
    if (!(await services.settings.createIfMissing(tx))) return false;
    await seedPublicContent(tx);
    return true;
  });
}
