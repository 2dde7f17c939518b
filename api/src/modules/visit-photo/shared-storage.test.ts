import sharp from 'sharp';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { postgresRateLimits } from '../../auth/rate-limit.js';
import { Role } from '../../auth/role.enum.js';
import { createFileStorage } from '../../integrations/storage/create-file-storage.js';
import { createLogger } from '../../logger.js';
import { createServices } from '../../services.js';
import { fakeS3Config, type FakeS3, startFakeS3 } from '../../../test/fake-s3.js';
import { LENIENT_LIMITS, TEST_PASSWORD, useTestApp } from '../../../test/harness.js';

/*
 * Two app instances on one database and one S3-compatible store (our fake, as MinIO would be): a photo uploaded
 * through one is served by the other, and removed through the other it is gone from the store. Each instance here
 * is a whole app (its own services, storage client and Express app) in this process; two-instances.test.ts shows
 * the same of sessions and rate limits with two processes.
 */

let fake: FakeS3;
beforeAll(async () => {
  fake = await startFakeS3();
});
afterAll(() => fake?.close());

const t = useTestApp(() => ({ config: fakeS3Config(fake) }));

let second: Awaited<ReturnType<typeof createApp>>;
beforeAll(async () => {
  const services = createServices({
    rateLimits: postgresRateLimits(t.orm.em.getConnection().getKnex()),
    signInLimits: LENIENT_LIMITS,
    secret: t.config.sessionSecret,
    storage: createFileStorage(t.config.storage),
  });
  second = await createApp({ orm: t.orm, config: t.config, logger: createLogger('silent'), services });
});
afterAll(() => second?.close());

describe('job photos in S3, shared by two app instances', () => {
  it('are uploaded through one instance, served by the other, and removed from the store', async () => {
    const { agent: helperOnFirst, user } = await t.signInAs(Role.HELPER);
    const visit = await t.buildVisit({ date: t.services.serviceRequests.today(), helpers: [await t.helperOf(user)] });
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();

    const uploaded = await helperOnFirst
      .post(`/api/visits/${visit.id}/photos`)
      .field('kind', 'AFTER')
      .attach('file', photo, { filename: 'after.jpg', contentType: 'image/jpeg' });
    expect(uploaded.status).toBe(201);
    expect([...fake.objects.keys()].filter((key) => key.includes(uploaded.body.id))).toHaveLength(2);

    const helperOnSecond = supertest.agent(second.app);
    expect((await helperOnSecond.post('/api/login').send({ email: user.email, password: TEST_PASSWORD })).status).toBe(200);
    const served = await helperOnSecond.get(uploaded.body.url).buffer(true);
    expect(served.status).toBe(200);
    expect((await sharp(served.body as Buffer).metadata()).width).toBe(40);

    const removed = await helperOnSecond
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({
        query: 'mutation($input: DeleteVisitPhotoInput!) { deleteVisitPhoto(input: $input) { deletedPhotoId } }',
        variables: { input: { id: uploaded.body.nodeId } },
      });
    expect(removed.body.errors).toBeUndefined();
    expect([...fake.objects.keys()].filter((key) => key.includes(uploaded.body.id))).toEqual([]);
    expect((await helperOnFirst.get(uploaded.body.url)).status).toBe(404);
  });

  it('answers 503, storing no row, while the store refuses writes', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const visit = await t.buildVisit({});
    const photo = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const before = fake.objects.size;
    fake.failPuts(10);
    try {
      const response = await agent
        .post(`/api/visits/${visit.id}/photos`)
        .field('kind', 'ISSUE')
        .attach('file', photo, { filename: 'issue.png', contentType: 'image/png' });
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('30');
      expect(response.body.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      fake.failPuts(0);
    }
    expect(fake.objects.size).toBe(before);
    expect(await t.em().count('VisitPhoto', { visit: visit.id })).toBe(0);
  });
});
