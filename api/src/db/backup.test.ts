import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/harness.js';
import { Role } from '../auth/role.enum.js';
import { Client } from '../modules/client/client.entity.js';
import { GalleryPhoto } from '../modules/public-content/public-content.entities.js';
import { ServiceRequest } from '../modules/service-request/service-request.entity.js';
import { User } from '../modules/user/user.entity.js';
import { backupDatabase, restoreDatabase } from './backup.js';
import { initOrm } from './orm.js';
import { seedDemo } from './seeders/demo.seeder.js';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(path.join(os.tmpdir(), 'sunshine-backup-test-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const url = () => t.orm.config.get('clientUrl')!;

async function snapshot(orm = t.orm) {
  const em = orm.em.fork();
  return {
    users: (await em.find(User, {}, { orderBy: { email: 'asc' } })).map((user) => [user.email, user.role, user.sessionVersion]),
    clients: (await em.find(Client, {}, { orderBy: { displayName: 'asc' } })).map((client) => [
      client.displayName,
      client.phone,
      client.active,
    ]),
    requests: (await em.find(ServiceRequest, {}, { orderBy: { id: 'asc' } })).map((request) => [
      request.date,
      request.customDays,
      request.notes,
    ]),
    photos: (await em.find(GalleryPhoto, {}, { populate: ['data'] })).map((photo) => photo.data.toString('base64')),
  };
}

describe('backup and restore', () => {
  it('round-trips the whole business: dates, JSON, binary images, awkward text', async () => {
    await seedDemo(t.em(), '2026-11-22');
    await t.buildGalleryPhoto({ caption: 'Bytes', data: Buffer.from([0x89, 0x00, 0x5c, 0x0a]) });
    const em = t.em();
    const odd = await em.findOneOrFail(Client, { active: true }, { orderBy: { displayName: 'asc' } });
    odd.notes = 'Tab\there, newline\nthere, backslash \\ and "quotes", café ☀';
    await em.flush();
    const before = await snapshot();

    const file = path.join(dir, 'round-trip.backup');
    expect((await backupDatabase(url(), file)).tables).toBeGreaterThan(10);

    // Damage: remove a client's requests and the client, add a stray user.
    const damage = t.em();
    await damage.nativeDelete(ServiceRequest, {});
    await damage.nativeDelete(GalleryPhoto, {});
    await t.buildUser({ role: Role.CLIENT, email: 'stray@test.local' });
    expect(await snapshot()).not.toEqual(before);

    await restoreDatabase(url(), file);
    expect(await snapshot()).toEqual(before);
    const restored = await t.em().findOneOrFail(Client, odd.id);
    expect(restored.notes).toBe('Tab\there, newline\nthere, backslash \\ and "quotes", café ☀');
  });

  it('restores into a fresh database, and the restored accounts sign in', async () => {
    const file = path.join(dir, 'fresh.backup');
    await backupDatabase(url(), file);
    const fresh = await createTestDatabase();
    const orm = await initOrm(fresh.url);
    try {
      await restoreDatabase(fresh.url, file);
      expect(await snapshot(orm)).toEqual(await snapshot());
    } finally {
      await orm.close();
      await fresh.drop();
    }
  });

  it('refuses a file that is not a backup, and leaves the data alone', async () => {
    const before = await snapshot();
    const file = path.join(dir, 'not-a-backup');
    writeFileSync(file, 'hello');
    await expect(restoreDatabase(url(), file)).rejects.toThrow();
    expect(await snapshot()).toEqual(before);
  });
});
