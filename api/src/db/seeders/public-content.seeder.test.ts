import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp } from '../../../test/harness.js';
import { seedDemo } from './demo.seeder.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.em(), '2026-03-15');
});
afterAll(() => t.close());

const SITE = `{ publicSite {
  businessName phone email
  services { title description features color popular }
  testimonials { name text rating yearsOfService }
  galleryPhotos { caption contentType sizeBytes url }
} }`;

describe('the demo public page content', () => {
  it('has the three services of spec §1, Premium Weekly/Bi-Weekly marked most popular', async () => {
    const site = (await gql(t.request(), SITE)).data.publicSite;
    expect(site).toMatchObject({ businessName: 'Sunshine Clean', phone: '+12395550100', email: 'hello@sunshineclean.example' });
    expect(site.services.map((service: { title: string }) => service.title)).toEqual([
      'Move-In/Move-Out',
      'Premium Weekly/Bi-Weekly Cleaning',
      'Deep Cleaning',
    ]);
    expect(site.services.filter((service: { popular: boolean }) => service.popular)).toHaveLength(1);
    expect(site.services[1].popular).toBe(true);
    for (const service of site.services) {
      expect(service.description.length).toBeGreaterThan(40);
      expect(service.features.length).toBeGreaterThanOrEqual(3);
      expect(service.color).toMatch(/^#[0-9A-F]{6}$/);
    }
  });

  it('has two five-star testimonials with years of service', async () => {
    const { testimonials } = (await gql(t.request(), SITE)).data.publicSite;
    expect(testimonials).toHaveLength(2);
    for (const testimonial of testimonials) {
      expect(testimonial).toMatchObject({ rating: 5 });
      expect(testimonial.yearsOfService).toBeGreaterThan(0);
      expect(testimonial.text.length).toBeGreaterThan(40);
    }
  });

  it('has six captioned gallery photos served as real WebP images through the gallery route', async () => {
    const { galleryPhotos } = (await gql(t.request(), SITE)).data.publicSite;
    expect(galleryPhotos).toHaveLength(6);
    for (const photo of galleryPhotos) {
      expect(photo.caption.length).toBeGreaterThan(10);
      expect(photo).toMatchObject({ contentType: 'image/webp' });
      expect(photo.sizeBytes).toBeLessThan(150 * 1024);
      const served = await t.request().get(photo.url).buffer(true);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const bytes = Buffer.from(served.body);
      expect(bytes.length).toBe(photo.sizeBytes);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
  });
});
