import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { GalleryPhoto } from './public-content.entities.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const SITE =
  '{ publicSite { services { title features color popular } testimonials { name rating yearsOfService } galleryPhotos { id caption url contentType } } }';

describe('public page content', () => {
  it('is edited by the admin and read by anyone', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const saved = await gql(
      agent,
      `mutation { savePublicService(input: {
      title: "Deep Cleaning", description: "Top to bottom.", features: ["Baseboards", " ", "Inside ovens"], color: "#16a34a", popular: true
    }) { service { id title features color popular } } }`,
    );
    expect(saved.data.savePublicService.service).toMatchObject({
      features: ['Baseboards', 'Inside ovens'],
      color: '#16A34A',
      popular: true,
    });
    await gql(
      agent,
      `mutation { saveTestimonial(input: { name: "Linda P.", text: "Spotless!", rating: 5, yearsOfService: 3 }) { testimonial { id } } }`,
    );
    const site = await gql(t.request(), SITE);
    expect(site.data.publicSite.services).toEqual([
      { title: 'Deep Cleaning', features: ['Baseboards', 'Inside ovens'], color: '#16A34A', popular: true },
    ]);
    expect(site.data.publicSite.testimonials).toEqual([{ name: 'Linda P.', rating: 5, yearsOfService: 3 }]);

    const id = saved.data.savePublicService.service.id;
    const updated = await gql(
      agent,
      `mutation($id: ID!) { savePublicService(input: { id: $id, title: "Deep Clean", description: "x", features: [], color: "#000000", popular: false }) { service { title } } }`,
      { id },
    );
    expect(updated.data.savePublicService.service.title).toBe('Deep Clean');
    expect(
      (await gql(agent, `mutation($id: ID!) { deletePublicService(input: { id: $id }) { deletedId } }`, { id })).errors,
    ).toBeUndefined();
    expect((await gql(t.request(), SITE)).data.publicSite.services).toEqual([]);
  });

  it('refuses a rating outside 1..5 and a colour that is not hex', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    expect(
      errorCode(
        await gql(
          agent,
          `mutation { saveTestimonial(input: { name: "A", text: "B", rating: 6, yearsOfService: 1 }) { testimonial { id } } }`,
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(
      errorCode(
        await gql(
          agent,
          `mutation { savePublicService(input: { title: "A", description: "B", features: [], color: "red", popular: false }) { service { id } } }`,
        ),
      ),
    ).toBe('BAD_USER_INPUT');
  });

  it('lets only the admin change content', async () => {
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const { agent } = await t.signInAs(role);
      expect(
        errorCode(
          await gql(
            agent,
            `mutation { saveTestimonial(input: { name: "A", text: "B", rating: 5, yearsOfService: 1 }) { testimonial { id } } }`,
          ),
        ),
      ).toBe('FORBIDDEN');
      expect((await agent.post('/api/gallery-photos?caption=x').set('Content-Type', 'image/png').send(PNG)).status).toBe(403);
    }
    expect((await t.request().post('/api/gallery-photos?caption=x').set('Content-Type', 'image/png').send(PNG)).status).toBe(401);
  });
});

describe('gallery photos', () => {
  it('accepts a real image, serves it with caching headers and alt text from the caption', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const upload = await agent
      .post('/api/gallery-photos')
      .query({ caption: 'Kitchen after a deep clean' })
      .set('Content-Type', 'image/png')
      .send(PNG);
    expect(upload.status).toBe(201);
    expect(upload.body).toMatchObject({ caption: 'Kitchen after a deep clean', contentType: 'image/png', sizeBytes: PNG.length });

    const photo = (await gql(t.request(), SITE)).data.publicSite.galleryPhotos.at(-1);
    expect(photo).toMatchObject({ caption: 'Kitchen after a deep clean', contentType: 'image/png' });
    const served = await t.request().get(photo.url).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(served.body).equals(PNG)).toBe(true);
    const again = await t.request().get(photo.url).set('If-None-Match', served.headers.etag);
    expect(again.status).toBe(304);
  });

  it('refuses files that are not JPEG, PNG or WebP whatever their declared type, and empty captions', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const before = await t.em().count(GalleryPhoto);
    const html = await agent
      .post('/api/gallery-photos?caption=x')
      .set('Content-Type', 'image/png')
      .send(Buffer.from('<svg onload="alert(1)">'));
    expect(html.status).toBe(400);
    expect(html.body.message).toBe('Upload a JPEG, PNG or WebP image');
    const noCaption = await agent.post('/api/gallery-photos').set('Content-Type', 'image/png').send(PNG);
    expect(noCaption.status).toBe(400);
    expect(noCaption.body.field).toBe('caption');
    expect(await t.em().count(GalleryPhoto)).toBe(before);
  });

  /** A PNG's signature and IHDR chunk alone: enough for a browser to try to allocate width × height pixels. */
  const pngHeader = (width: number, height: number) => {
    const ihdr = Buffer.alloc(25);
    ihdr.writeUInt32BE(13, 0);
    ihdr.write('IHDR', 4, 'latin1');
    ihdr.writeUInt32BE(width, 8);
    ihdr.writeUInt32BE(height, 12);
    ihdr.set([8, 6, 0, 0, 0], 16);
    return Buffer.concat([PNG.subarray(0, 8), ihdr, PNG.subarray(33)]);
  };
  /** A baseline JPEG's start, an APP0 segment and the frame header (SOF0) that gives its size. */
  const jpegHeader = (width: number, height: number) => {
    const sof = Buffer.from([0xff, 0xc0, 0, 11, 8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
    sof.writeUInt16BE(height, 5);
    sof.writeUInt16BE(width, 7);
    return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0]), sof, Buffer.from([0xff, 0xd9])]);
  };
  /** An extended WebP (VP8X) whose canvas is width × height. */
  const webpHeader = (width: number, height: number) => {
    const vp8x = Buffer.alloc(18);
    vp8x.write('VP8X', 0, 'latin1');
    vp8x.writeUInt32LE(10, 4);
    vp8x.writeUIntLE(width - 1, 12, 3);
    vp8x.writeUIntLE(height - 1, 15, 3);
    const header = Buffer.alloc(12);
    header.write('RIFF', 0, 'latin1');
    header.writeUInt32LE(4 + vp8x.length, 4);
    header.write('WEBP', 8, 'latin1');
    return Buffer.concat([header, vp8x]);
  };

  it.each([
    ['a 20,000 × 20,000 PNG', 'image/png', pngHeader(20_000, 20_000)],
    ['a 10,000 × 5,000 JPEG', 'image/jpeg', jpegHeader(10_000, 5_000)],
    ['a 16,384 × 16,384 WebP', 'image/webp', webpHeader(16_384, 16_384)],
  ])('refuses %s (over 40 megapixels) from its header, changing nothing', async (_name, type, bytes) => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const before = await t.em().count(GalleryPhoto);
    const response = await agent.post('/api/gallery-photos?caption=huge').set('Content-Type', type).send(bytes);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'An image can be at most 40 megapixels (for example 8000 × 5000)',
      code: 'BAD_USER_INPUT',
      field: 'file',
    });
    expect(await t.em().count(GalleryPhoto)).toBe(before);
  });

  it('refuses an image whose header cannot be read (its size unknown), changing nothing', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const before = await t.em().count(GalleryPhoto);
    for (const [type, bytes] of [
      ['image/png', PNG.subarray(0, 12)],
      ['image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xd9])],
      ['image/webp', webpHeader(100, 100).subarray(0, 20)],
    ] as const) {
      const response = await agent.post('/api/gallery-photos?caption=cut').set('Content-Type', type).send(bytes);
      expect(response.status, type).toBe(400);
      expect(response.body.message).toBe('The image could not be read; upload a JPEG, PNG or WebP image');
    }
    expect(await t.em().count(GalleryPhoto)).toBe(before);
  });

  it('accepts an image of 40 megapixels exactly', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const response = await agent
      .post('/api/gallery-photos?caption=wide')
      .set('Content-Type', 'image/png')
      .send(pngHeader(8_000, 5_000));
    expect(response.status).toBe(201);
  });

  it('refuses images over 5 MB', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await agent.post('/api/gallery-photos?caption=big').set('Content-Type', 'image/png').send(big);
    expect([400, 413]).toContain(response.status);
  });
});
