import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { addDays } from '../../shared/calendar-date.js';
import { errorCode, gql, useTestApp } from '../../../test/harness.js';
import type { Helper } from '../helper/helper.entity.js';
import type { User } from '../user/user.entity.js';
import type { Visit } from '../visit/visit.entity.js';
import { VisitStatus } from '../visit/visit.enums.js';
import { VisitPhoto } from './visit-photo.entity.js';
import { Notification } from '../notification/notification.entity.js';
import { eventDefinition } from '../notification/notification.events.js';
import { VisitPhotoKind } from './visit-photo.enums.js';

// Sunday 22 November 2026, 10:00 in Naples.
const NOW = new Date('2026-11-22T15:00:00Z');
const TODAY = '2026-11-22';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sunshine-photos-'));
const filesDir = path.join(dataDir, 'files');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const t = useTestApp({ now: () => NOW, config: { DATA_DIR: dataDir } });

type Agent = Awaited<ReturnType<typeof t.signIn>>;
type Sendable = Agent | ReturnType<typeof t.request>;

/** Every file under the storage folder. */
function storedFiles(dir = filesDir): string[] {
  try {
    return readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? storedFiles(full) : [full];
    });
  } catch {
    return [];
  }
}

/** A 300 × 200 photo in landscape whose EXIF says "rotate 90° clockwise" (as phones write), with a GPS position. */
async function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .withExif({
      IFD0: { Make: 'SecretPhoneMaker', Model: 'Model X' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 8/1 30/1', GPSLongitudeRef: 'W', GPSLongitude: '81/1 47/1 40/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } } })
    .png()
    .toBuffer();
const webp = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 0, g: 128, b: 0 } } })
    .webp()
    .toBuffer();
const gif = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } } })
    .gif()
    .toBuffer();

/** The EXIF GPS IFD pointer (tag 0x8825) in either byte order. */
const hasGpsTag = (exif: Buffer) => exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

function upload(
  agent: Sendable,
  visitId: string,
  file: { bytes: Buffer; type?: string; name?: string } | null,
  fields: Record<string, string> = { kind: 'AFTER', caption: 'Kitchen, done' },
) {
  let request = agent.post(`/api/visits/${visitId}/photos`);
  for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
  if (file) {
    request = request.attach('file', file.bytes, { filename: file.name ?? 'photo.jpg', contentType: file.type ?? 'image/jpeg' });
  }
  return request;
}

const rowCount = () => t.em().count(VisitPhoto, {});

/** Runs a refused call and proves it left no row and no file behind. */
async function refusedLeavingNothing(call: () => PromiseLike<{ status: number; body: Record<string, unknown> }>) {
  const [rows, files] = [await rowCount(), storedFiles().length];
  const response = await call();
  expect(await rowCount()).toBe(rows);
  expect(storedFiles()).toHaveLength(files);
  return response;
}

let jpeg: Buffer;
let webpBytes: Buffer;
let helperUser: User;
let helper: Helper;
let helperAgent: Agent;
let otherHelperAgent: Agent;
let adminAgent: Agent;
let clientUser: User;
let clientAgent: Agent;
let otherClientAgent: Agent;
let today: Visit;

beforeAll(async () => {
  jpeg = await phoneJpeg();
  webpBytes = await webp();
  ({ agent: helperAgent, user: helperUser } = await t.signInAs(Role.HELPER, { firstName: 'Carla', lastName: 'Reyes' }));
  helper = await t.helperOf(helperUser);
  ({ agent: otherHelperAgent } = await t.signInAs(Role.HELPER));
  ({ agent: adminAgent } = await t.signInAs(Role.ADMIN));
  ({ agent: clientAgent, user: clientUser } = await t.signInAs(Role.CLIENT));
  ({ agent: otherClientAgent } = await t.signInAs(Role.CLIENT));
  today = await t.buildVisit({ client: await t.clientOf(clientUser), date: TODAY, helpers: [helper] });
});

describe('POST /api/visits/{id}/photos', () => {
  it('stores a helper’s photo upright, resized, with every piece of metadata (GPS included) removed', async () => {
    const input = await sharp(jpeg).metadata();
    expect(input.orientation).toBe(6);
    expect(hasGpsTag(input.exif!)).toBe(true);
    expect(jpeg.toString('latin1')).toContain('SecretPhoneMaker');

    const response = await upload(helperAgent, today.id, { bytes: jpeg });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({
      visitId: today.id,
      kind: 'after',
      caption: 'Kitchen, done',
      // Turned upright: the landscape pixels become a portrait photo.
      width: 200,
      height: 300,
      url: `/api/visits/${today.id}/photos/${response.body.id}`,
      thumbnailUrl: `/api/visits/${today.id}/photos/${response.body.id}/thumbnail`,
    });

    const row = await t.em().findOneOrFail(VisitPhoto, response.body.id);
    for (const key of [row.storageKey, row.thumbnailKey]) {
      const stored = await t.services.photos.storage.get(key);
      expect(stored, key).not.toBeNull();
      const meta = await sharp(stored!.bytes).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif, key).toBeUndefined();
      expect(meta.xmp, key).toBeUndefined();
      expect(meta.iptc, key).toBeUndefined();
      expect(meta.orientation, key).toBeUndefined();
      expect(meta.height! > meta.width!, key).toBe(true);
      const text = stored!.bytes.toString('latin1');
      expect(text).not.toContain('Exif\0\0');
      expect(text).not.toContain('SecretPhoneMaker');
    }
    // The served bytes are the stored ones.
    const served = await helperAgent.get(response.body.url).buffer(true);
    expect(served.status).toBe(200);
    expect((await sharp(served.body as Buffer).metadata()).exif).toBeUndefined();
  });

  it('shrinks a large photo to 2048 px on its long side, with a thumbnail', async () => {
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const response = await upload(helperAgent, today.id, { bytes: big }, { kind: 'BEFORE', caption: '' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ width: 2048, height: 1024, kind: 'before', caption: '' });
    const thumbnail = await helperAgent.get(response.body.thumbnailUrl).buffer(true);
    expect(await sharp(thumbnail.body as Buffer).metadata()).toMatchObject({ width: 480, height: 240 });
  });

  it('takes PNG and WebP as well', async () => {
    for (const [bytes, type] of [
      [await png(), 'image/png'],
      [await webp(), 'image/webp'],
    ] as const) {
      const response = await upload(helperAgent, today.id, { bytes, type, name: `p.${type.slice(6)}` }, { kind: 'issue' });
      expect(response.status, type).toBe(201);
      expect(response.body.kind).toBe('issue');
    }
  });

  it('answers a replay with the same Idempotency-Key with the first photo, and stores nothing new', async () => {
    const send = (agent: Agent, key: string, caption = 'Bathroom, done', bytes = jpeg) =>
      upload(agent, today.id, { bytes }, { kind: 'AFTER', caption }).set('Idempotency-Key', key);
    const first = await send(helperAgent, 'photo-0001');
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const [rows, files] = [await rowCount(), storedFiles().length];

    const replay = await send(helperAgent, 'photo-0001');
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await rowCount()).toBe(rows);
    expect(storedFiles()).toHaveLength(files);

    // The same key with another photo or caption is refused and stores nothing; keys are per account.
    const reused = await refusedLeavingNothing(() => send(helperAgent, 'photo-0001', 'Another caption'));
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', field: 'Idempotency-Key' });
    expect((await refusedLeavingNothing(() => send(helperAgent, 'photo-0001', 'Bathroom, done', webpBytes))).status).toBe(422);
    const owners = await send(adminAgent, 'photo-0001');
    expect(owners.status).toBe(201);
    expect(owners.body.id).not.toBe(first.body.id);

    // A malformed key is named and costs no upload.
    const bad = await refusedLeavingNothing(() => send(helperAgent, 'short'));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'Idempotency-Key' });
  });

  it('refuses another type with 415, naming the accepted ones, and stores nothing', async () => {
    for (const file of [
      { bytes: await gif(), type: 'image/gif', name: 'a.gif' },
      { bytes: Buffer.from('just some words'), type: 'text/plain', name: 'a.txt' },
      { bytes: Buffer.from('0000'), type: 'image/heic', name: 'a.heic' },
    ]) {
      const response = await refusedLeavingNothing(() => upload(helperAgent, today.id, file));
      expect(response.status, file.type).toBe(415);
      expect(response.body).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Upload a JPEG, PNG or WebP photo',
        field: 'file',
      });
    }
    const notMultipart = await refusedLeavingNothing(() =>
      helperAgent.post(`/api/visits/${today.id}/photos`).set('Content-Type', 'image/jpeg').send(jpeg),
    );
    expect(notMultipart.status).toBe(415);
  });

  it('refuses a photo over 15 MB with 413, and stores nothing', async () => {
    const huge = Buffer.alloc(15 * 1024 * 1024 + 1, 0xff);
    const response = await refusedLeavingNothing(() => upload(helperAgent, today.id, { bytes: huge }));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'A photo can be at most 15 MB', field: 'file' });
  });

  it('refuses bytes that are not the image they claim with 400, whatever the declared type, and stores nothing', async () => {
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    for (const file of [
      { bytes: Buffer.from('<html>not a photo</html>'), type: 'image/jpeg' },
      { bytes: await gif(), type: 'image/png' },
      { bytes: truncated, type: 'image/jpeg' },
      { bytes: Buffer.from('RIFF....WEBPVP8 '), type: 'image/webp' },
    ]) {
      const response = await refusedLeavingNothing(() => upload(helperAgent, today.id, file));
      expect(response.status, file.type).toBe(400);
      expect(response.body.code).toBe('BAD_USER_INPUT');
      expect(response.body.field).toBe('file');
      expect(response.body.message).toMatch(/not a JPEG, PNG or WebP photo/);
    }
  });

  it('names the field of a missing photo, an unknown kind or a long caption', async () => {
    const cases: { file: { bytes: Buffer } | null; fields: Record<string, string>; field: string }[] = [
      { file: null, fields: { kind: 'AFTER' }, field: 'file' },
      { file: { bytes: jpeg }, fields: {}, field: 'kind' },
      { file: { bytes: jpeg }, fields: { kind: 'DURING' }, field: 'kind' },
      { file: { bytes: jpeg }, fields: { kind: 'AFTER', caption: 'x'.repeat(201) }, field: 'caption' },
    ];
    for (const { file, fields, field } of cases) {
      const response = await refusedLeavingNothing(() => upload(helperAgent, today.id, file, fields));
      expect(response.status, field).toBe(400);
      expect(response.body).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });

  describe('who may upload', () => {
    it('lets the owner add a photo to any visit, on any day', async () => {
      const later = await t.buildVisit({ date: addDays(TODAY, 10) });
      expect((await upload(adminAgent, later.id, { bytes: jpeg })).status).toBe(201);
    });

    it('lets an assigned helper from the day before the visit to the day after, and not outside that', async () => {
      for (const [offset, status] of [
        [-2, 403],
        [-1, 201],
        [1, 201],
        [2, 403],
      ] as const) {
        const visit = await t.buildVisit({ date: addDays(TODAY, offset), helpers: [helper] });
        const response = await refusedLeavingNothingIf(status !== 201, () => upload(helperAgent, visit.id, { bytes: jpeg }));
        expect(response.status, `visit ${offset} days away`).toBe(status);
        if (status === 403) {
          expect(response.body).toEqual({
            code: 'FORBIDDEN',
            message: 'Photos can be added to a job from the day before it to the day after',
          });
        }
      }
    });

    it('refuses another helper as if the visit did not exist', async () => {
      const response = await refusedLeavingNothing(() => upload(otherHelperAgent, today.id, { bytes: jpeg }));
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: 'NOT_FOUND', message: 'Visit not found' });
      // The same answer as a visit that does not exist.
      const none = await upload(otherHelperAgent, crypto.randomUUID(), { bytes: jpeg });
      expect(none.body).toEqual(response.body);
    });

    it('refuses the visit’s client, another client and the signed-out before reading the photo', async () => {
      for (const [agent, status, code] of [
        [clientAgent, 403, 'FORBIDDEN'],
        [otherClientAgent, 403, 'FORBIDDEN'],
        [t.request(), 401, 'UNAUTHENTICATED'],
      ] as const) {
        const response = await refusedLeavingNothing(() => upload(agent, today.id, { bytes: jpeg }));
        expect(response.status).toBe(status);
        expect(response.body.code).toBe(code);
      }
    });

    it('answers 503, keeping no row and no file, when the store cannot take the photo', async () => {
      const original = t.services.photos.storage.put.bind(t.services.photos.storage);
      let calls = 0;
      // The thumbnail's put fails after the photo's succeeded: the first file must go too.
      t.services.photos.storage.put = async (...args) => {
        calls += 1;
        if (calls === 2) throw new Error('disk full');
        return original(...args);
      };
      try {
        const response = await refusedLeavingNothing(() => upload(helperAgent, today.id, { bytes: jpeg }));
        expect(response.status).toBe(503);
        expect(response.body.code).toBe('SERVICE_UNAVAILABLE');
      } finally {
        t.services.photos.storage.put = original;
      }
    });
  });
});

async function refusedLeavingNothingIf(
  refused: boolean,
  call: () => PromiseLike<{ status: number; body: Record<string, unknown> }>,
) {
  return refused ? refusedLeavingNothing(call) : call();
}

describe('serving and listing photos', () => {
  let done: Visit;
  let after: { id: string; url: string; thumbnailUrl: string };
  let before: { id: string; url: string };

  beforeAll(async () => {
    done = await t.buildVisit({ client: await t.clientOf(clientUser), date: TODAY, helpers: [helper] });
    after = (await upload(helperAgent, done.id, { bytes: jpeg }, { kind: 'AFTER', caption: 'Bathroom' })).body;
    before = (await upload(helperAgent, done.id, { bytes: jpeg }, { kind: 'BEFORE', caption: 'As found' })).body;
  });

  const get = (agent: Sendable, url: string) => agent.get(url).buffer(true);

  it('serves the owner and the assigned helpers, privately cached', async () => {
    for (const agent of [adminAgent, helperAgent]) {
      for (const url of [after.url, after.thumbnailUrl, before.url]) {
        const response = await get(agent, url);
        expect(response.status, url).toBe(200);
        expect(response.headers['content-type']).toBe('image/jpeg');
        expect(response.headers['cache-control']).toBe('private, max-age=86400');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    }
    const etag = (await get(helperAgent, after.url)).headers.etag;
    expect((await helperAgent.get(after.url).set('If-None-Match', etag)).status).toBe(304);
  });

  it('refuses another helper and another client as if there were no photo, and the signed-out with 401', async () => {
    for (const agent of [otherHelperAgent, otherClientAgent]) {
      const response = await get(agent, after.url);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: 'NOT_FOUND', message: 'Photo not found' });
    }
    expect((await get(t.request(), after.url)).status).toBe(401);
  });

  it('serves a photo only under its own visit', async () => {
    expect((await get(adminAgent, `/api/visits/${today.id}/photos/${after.id}`)).status).toBe(404);
    expect((await get(adminAgent, `/api/visits/${done.id}/photos/not-an-id`)).status).toBe(404);
  });

  it('shows the client the after photos once the visit is completed, and never the before ones', async () => {
    expect((await get(clientAgent, after.url)).status).toBe(404);
    const query = `query($id: ID!) { node(id: $id) { ... on Visit { photos { kind caption takenBy url thumbnailUrl canDelete } } } }`;
    const variables = { id: toGlobalId('Visit', done.id) };
    expect((await gql(clientAgent, query, variables)).data.node.photos).toEqual([]);

    await t.em().nativeUpdate('Visit', { id: done.id }, { status: VisitStatus.COMPLETED });
    expect((await get(clientAgent, after.url)).status).toBe(200);
    expect((await get(clientAgent, after.thumbnailUrl)).status).toBe(200);
    expect((await get(clientAgent, before.url)).status).toBe(404);
    expect((await gql(clientAgent, query, variables)).data.node.photos).toEqual([
      {
        kind: 'AFTER',
        caption: 'Bathroom',
        takenBy: 'Carla',
        url: after.url,
        thumbnailUrl: after.thumbnailUrl,
        canDelete: false,
      },
    ]);

    // The portal's Recently completed: the client's own completed visits, with what they may see of the photos.
    const RECENT = '{ myCompletedVisits(limit: 20) { databaseId photos { kind } } }';
    const recent = await gql(clientAgent, RECENT);
    expect(recent.errors).toBeUndefined();
    expect(recent.data.myCompletedVisits).toEqual([{ databaseId: done.id, photos: [{ kind: 'AFTER' }] }]);
    expect((await gql(otherClientAgent, RECENT)).data.myCompletedVisits).toEqual([]);
    expect(errorCode(await gql(helperAgent, RECENT))).toBe('FORBIDDEN');
  });

  it('lists every photo for the owner and the helper, with the full name of who took it', async () => {
    const query = `query($id: ID!) { node(id: $id) { ... on Visit { photos { id kind takenBy canDelete createdAt } } } }`;
    const variables = { id: toGlobalId('Visit', done.id) };
    for (const agent of [adminAgent, helperAgent]) {
      const photos = (await gql(agent, query, variables)).data.node.photos;
      expect(photos.map((photo: { kind: string }) => photo.kind)).toEqual(['AFTER', 'BEFORE']);
      expect(photos[0]).toMatchObject({ id: toGlobalId('VisitPhoto', after.id), takenBy: 'Carla Reyes', canDelete: true });
    }
  });
});

describe('deleteVisitPhoto', () => {
  const DELETE = 'mutation($input: DeleteVisitPhotoInput!) { deleteVisitPhoto(input: $input) { deletedPhotoId } }';

  it('lets the uploader remove their photo, files and all', async () => {
    const photo = (await upload(helperAgent, today.id, { bytes: jpeg })).body;
    const row = await t.em().findOneOrFail(VisitPhoto, photo.id);
    const id = toGlobalId('VisitPhoto', photo.id);
    const result = await gql(helperAgent, DELETE, { input: { id } });
    expect(result.errors).toBeUndefined();
    expect(result.data.deleteVisitPhoto.deletedPhotoId).toBe(id);
    expect(await t.em().findOne(VisitPhoto, photo.id)).toBeNull();
    expect(await t.services.photos.storage.get(row.storageKey)).toBeNull();
    expect(await t.services.photos.storage.get(row.thumbnailKey)).toBeNull();
    expect((await helperAgent.get(photo.url)).status).toBe(404);
  });

  it('refuses a co-worker on the job who did not take it, another helper (not found) and a client, changing nothing', async () => {
    const { agent: coworkerAgent, user: coworker } = await t.signInAs(Role.HELPER);
    const visit = await t.buildVisit({ date: TODAY, helpers: [helper, await t.helperOf(coworker)] });
    const photo = (await upload(helperAgent, visit.id, { bytes: jpeg })).body;
    const input = { id: toGlobalId('VisitPhoto', photo.id) };
    expect(errorCode(await gql(coworkerAgent, DELETE, { input }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(otherHelperAgent, DELETE, { input }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(clientAgent, DELETE, { input }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(t.request(), DELETE, { input }))).toBe('UNAUTHENTICATED');
    expect(await t.em().findOne(VisitPhoto, photo.id)).not.toBeNull();
    expect((await coworkerAgent.get(photo.url)).status).toBe(200);

    // The owner removes anyone's.
    expect((await gql(adminAgent, DELETE, { input })).errors).toBeUndefined();
    expect(await t.em().count(VisitPhoto, { id: photo.id })).toBe(0);
  });
});

describe('the "visit completed" email', () => {
  it('counts the after photos and leads to Recently completed in the portal', async () => {
    const visit = await t.buildVisit({ client: await t.clientOf(clientUser), date: TODAY, helpers: [helper] });
    expect((await upload(helperAgent, visit.id, { bytes: jpeg }, { kind: 'AFTER', caption: 'Living room' })).status).toBe(201);
    expect((await upload(helperAgent, visit.id, { bytes: jpeg }, { kind: 'BEFORE', caption: '' })).status).toBe(201);
    const id = toGlobalId('Visit', visit.id);
    for (const mutation of ['startVisit(input: { id: $id })', 'completeVisit(input: { id: $id })']) {
      const result = await gql(helperAgent, `mutation($id: ID!) { ${mutation} { __typename } }`, { id });
      expect(result.errors).toBeUndefined();
    }
    const notification = await t.em().findOneOrFail(Notification, { event: 'visit.completed', dedupeKey: visit.id });
    expect(notification.data.afterPhotos).toBe(1);
    expect(notification.link).toBe('/portal#completed-visits');
    const email = eventDefinition('visit.completed')!.email(notification.data, {
      recipientName: 'Pat',
      businessName: 'Sunshine Clean',
      businessPhone: null,
      url: (path) => `https://sunshine.example${path}`,
      secretUrl: () => '',
    });
    expect(email.paragraphs).toContain('See the after photo your cleaner took in your portal.');
    expect(email.button).toEqual({ label: 'See the summary', url: 'https://sunshine.example/portal#completed-visits' });
  });
});

describe('the REST contract', () => {
  it('documents the upload and both serving routes in OpenAPI, with who may call them and their path parameters', async () => {
    const { paths } = (await t.request().get('/api/openapi.json')).body;
    const upload = paths['/api/visits/{id}/photos'].post;
    expect(upload['x-access']).toBe('ADMIN, HELPER');
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '404', '413', '415']));
    for (const path of ['/api/visits/{id}/photos/{photoId}', '/api/visits/{id}/photos/{photoId}/thumbnail']) {
      expect(paths[path].get['x-access']).toBe('ADMIN, HELPER, CLIENT');
      expect(paths[path].get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['id', 'photoId']);
    }
  });
});

describe('kinds', () => {
  it('are stored in lower case and read in GraphQL as the enum', () => {
    expect(Object.values(VisitPhotoKind)).toEqual(['before', 'after', 'issue']);
  });
});
