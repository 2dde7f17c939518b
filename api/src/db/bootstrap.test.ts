import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, testConfig, type TestApp } from '../../test/harness.js';
import { Role } from '../auth/role.enum.js';
import { createLogger } from '../logger.js';
import { AuditEvent } from '../modules/audit/audit-event.entity.js';
import { GalleryPhoto, PublicService, Testimonial } from '../modules/public-content/public-content.entities.js';
import { User } from '../modules/user/user.entity.js';
import { bootstrapData } from './bootstrap.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const logger = createLogger('silent');

describe('ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('creates the owner account as an admin who can sign in, exempt from profile setup', async () => {
    const config = testConfig({ ADMIN_EMAIL: 'Owner@Business.test', ADMIN_PASSWORD: 'owner-password-1' });
    await bootstrapData(t.orm, config, t.services, logger);
    const owner = await t.em().findOneOrFail(User, { email: 'owner@business.test' });
    expect(owner).toMatchObject({ role: Role.ADMIN, needsProfileSetup: false });
    const login = await t.request().post('/api/login').send({ email: 'owner@business.test', password: 'owner-password-1' });
    expect(login.status).toBe(200);
    expect(login.body.role).toBe('admin');
  });

  it('promotes an existing account, keeping its password, and is idempotent', async () => {
    const existing = await t.buildUser({ role: Role.CLIENT, needsProfileSetup: true });
    const config = testConfig({ ADMIN_EMAIL: existing.email, ADMIN_PASSWORD: 'ignored-password' });
    await bootstrapData(t.orm, config, t.services, logger);
    await bootstrapData(t.orm, config, t.services, logger);
    expect(await t.em().count(User, { email: existing.email })).toBe(1);
    const promoted = await t.em().findOneOrFail(User, existing.id);
    expect(promoted).toMatchObject({ role: Role.ADMIN, needsProfileSetup: false });
    expect((await t.request().post('/api/login').send({ email: existing.email, password: TEST_PASSWORD })).status).toBe(200);
    // The promotion is in the audit trail, made by the start-up, once.
    const events = await t.em().find(AuditEvent, { subjectId: existing.id });
    expect(events.map((event) => [event.actorKind, event.actorName, event.action])).toEqual([
      ['system', 'ADMIN_EMAIL at start-up', 'updated'],
    ]);
    expect(events[0].changes).toContainEqual({ field: 'role', from: 'client', to: 'admin' });
  });

  it('never seeds demo data in production', async () => {
    const config = testConfig({ NODE_ENV: 'production', SEED_DEMO: '', SESSION_SECRET: 'p'.repeat(40) });
    expect(config.seedDemo).toBe(false);
    expect(await bootstrapData(t.orm, config, t.services, logger)).toEqual({ seeded: false });
  });
});

describe("the public page's starter content", () => {
  it('is there on the first start of a production database, and once only: what the admin deletes stays deleted', async () => {
    const fresh = await createTestApp();
    try {
      const config = testConfig({ NODE_ENV: 'production', SEED_DEMO: '', SESSION_SECRET: 'p'.repeat(40) });
      await bootstrapData(fresh.orm, config, fresh.services, logger);
      const em = fresh.em();
      expect((await em.find(PublicService, {}, { orderBy: { position: 'asc' } })).map((service) => service.title)).toEqual([
        'Move-In/Move-Out',
        'Premium Weekly/Bi-Weekly Cleaning',
        'Deep Cleaning',
      ]);
      expect(await em.count(Testimonial)).toBe(2);
      expect(await em.count(GalleryPhoto)).toBe(6);
      expect(await em.count(User)).toBe(0);

      await em.nativeDelete(Testimonial, {});
      await bootstrapData(fresh.orm, config, fresh.services, logger);
      expect(await fresh.em().count(Testimonial)).toBe(0);
      expect(await fresh.em().count(PublicService)).toBe(3);
    } finally {
      await fresh.close();
    }
  });
});
