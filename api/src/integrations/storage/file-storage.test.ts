import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { fakeS3Config, type FakeS3, startFakeS3 } from '../../../test/fake-s3.js';
import { createFileStorage } from './create-file-storage.js';
import { DiskFileStorage, type FileStorage } from './file-storage.js';
import { S3FileStorage } from './s3-storage.js';

let fake: FakeS3;
let folder: string;
beforeAll(async () => {
  fake = await startFakeS3();
  folder = mkdtempSync(path.join(os.tmpdir(), 'sunshine-storage-'));
});
afterAll(async () => {
  await fake.close();
  rmSync(folder, { recursive: true, force: true });
});

const stores: [string, () => FileStorage][] = [
  ['a folder', () => new DiskFileStorage(folder)],
  ['S3 (our fake)', () => createFileStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: folder, ...fakeS3Config(fake) }).storage)],
];

describe.each(stores)('file storage in %s', (_name, make) => {
  it('puts, gets and deletes by key; a missing key reads as null and deletes quietly', async () => {
    const storage = make();
    const key = `visit-photos/${crypto.randomUUID()}/photo.jpg`;
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    await storage.put(key, bytes, 'image/jpeg');
    expect(await storage.get(key)).toEqual({ bytes, contentType: 'image/jpeg' });
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses a key that could leave its folder or prefix', async () => {
    const storage = make();
    await expect(storage.put('visit-photos/../../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe/);
    await expect(storage.get('/absolute/path.jpg')).rejects.toThrow(/Unsafe/);
  });
});

describe('the configuration', () => {
  it('chooses a folder under DATA_DIR without S3 settings, and S3 with them', () => {
    const disk = loadConfig({ NODE_ENV: 'test', DATA_DIR: folder }).storage;
    expect(disk).toEqual({ kind: 'disk', directory: path.join(folder, 'files') });
    expect(createFileStorage(disk)).toBeInstanceOf(DiskFileStorage);
    const s3 = loadConfig({ NODE_ENV: 'test', DATA_DIR: folder, ...fakeS3Config(fake) }).storage;
    expect(s3).toMatchObject({ kind: 's3', bucket: 'photos', endpoint: fake.url, forcePathStyle: true });
    expect(createFileStorage(s3)).toBeInstanceOf(S3FileStorage);
  });

  it('names the missing key when a bucket is set without credentials', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: folder, S3_BUCKET: 'photos' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: folder, S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });

  it('stores S3 objects path-style in the bucket, as MinIO wants', async () => {
    const storage = createFileStorage(
      loadConfig({ NODE_ENV: 'test', DATA_DIR: folder, ...fakeS3Config(fake, 'job-photos') }).storage,
    );
    await storage.put('visit-photos/v/p.jpg', Buffer.from('x'), 'image/jpeg');
    expect(fake.requests).toContain('PUT /job-photos/visit-photos/v/p.jpg');
    expect(fake.objects.has('job-photos/visit-photos/v/p.jpg')).toBe(true);
  });

  it('leaves no temporary file behind in the folder', async () => {
    const storage = new DiskFileStorage(folder);
    await storage.put('visit-photos/tmpcheck/p.jpg', Buffer.from('x'), 'image/jpeg');
    expect(readdirSync(path.join(folder, 'visit-photos', 'tmpcheck'))).toEqual(['p.jpg']);
  });
});
