import type { EntityManager } from '@mikro-orm/postgresql';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { badInput, notFound } from '../../shared/errors.js';
import { GalleryPhoto, PublicService, Testimonial } from './public-content.entities.js';
import type { SavePublicServiceInput, SaveTestimonialInput, UpdateGalleryPhotoInput } from './public-content.inputs.js';

/** Images the gallery accepts, recognised by their first bytes (never by the name or declared type alone). */
const IMAGE_SIGNATURES: { type: string; matches: (bytes: Buffer) => boolean }[] = [
  { type: 'image/jpeg', matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  {
    type: 'image/webp',
    matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];
export const GALLERY_MAX_BYTES = 5 * 1024 * 1024;
export const GALLERY_MAX_PHOTOS = 24;

const required = (value: string, field: string) => {
  const trimmed = value.trim();
  if (!trimmed) throw badInput(field, `${field} is required`);
  return trimmed;
};

export class PublicContentService {
  async saveService(em: EntityManager, input: SavePublicServiceInput): Promise<PublicService> {
    const service = input.id
      ? await em.findOne(PublicService, databaseIdOf(input.id, 'PublicService', 'Service card'))
      : em.create(PublicService, { title: '', description: '' });
    if (!service) throw notFound('Service card');
    service.title = required(input.title, 'title');
    service.description = required(input.description, 'description');
    service.features = input.features.map((feature) => feature.trim()).filter(Boolean);
    service.color = input.color.toUpperCase();
    service.popular = input.popular;
    if (input.position !== undefined) service.position = input.position;
    await em.flush();
    return service;
  }

  async saveTestimonial(em: EntityManager, input: SaveTestimonialInput): Promise<Testimonial> {
    const testimonial = input.id
      ? await em.findOne(Testimonial, databaseIdOf(input.id, 'Testimonial'))
      : em.create(Testimonial, { name: '', text: '' });
    if (!testimonial) throw notFound('Testimonial');
    testimonial.name = required(input.name, 'name');
    testimonial.text = required(input.text, 'text');
    testimonial.rating = input.rating;
    testimonial.yearsOfService = input.yearsOfService;
    if (input.position !== undefined) testimonial.position = input.position;
    await em.flush();
    return testimonial;
  }

  async addPhoto(em: EntityManager, data: Buffer, caption: string): Promise<GalleryPhoto> {
    if (data.length === 0) throw badInput('file', 'Choose an image to upload');
    if (data.length > GALLERY_MAX_BYTES) throw badInput('file', 'An image can be at most 5 MB');
    const kind = IMAGE_SIGNATURES.find((signature) => signature.matches(data));
    if (!kind) throw badInput('file', 'Upload a JPEG, PNG or WebP image');
    const text = required(caption, 'caption');
    if (text.length > 200) throw badInput('caption', 'A caption is at most 200 characters');
    if ((await em.count(GalleryPhoto)) >= GALLERY_MAX_PHOTOS) {
      throw badInput('file', `The gallery holds at most ${GALLERY_MAX_PHOTOS} photos; remove one first`);
    }
    const [last] = await em.find(GalleryPhoto, {}, { orderBy: { position: 'desc' }, limit: 1 });
    const photo = em.create(GalleryPhoto, {
      caption: text,
      contentType: kind.type,
      sizeBytes: data.length,
      data,
      position: (last?.position ?? -1) + 1,
    });
    await em.flush();
    return photo;
  }

  async updatePhoto(em: EntityManager, input: UpdateGalleryPhotoInput): Promise<GalleryPhoto> {
    const photo = await em.findOne(GalleryPhoto, databaseIdOf(input.id, 'GalleryPhoto', 'Photo'));
    if (!photo) throw notFound('Photo');
    if (input.caption !== undefined) photo.caption = required(input.caption, 'caption');
    if (input.position !== undefined) photo.position = input.position;
    await em.flush();
    return photo;
  }

  async photoWithData(em: EntityManager, id: string): Promise<GalleryPhoto | null> {
    return em.findOne(GalleryPhoto, databaseIdOf(id, 'GalleryPhoto', 'Photo'), { populate: ['data'] });
  }

  async delete(em: EntityManager, entity: typeof PublicService | typeof Testimonial | typeof GalleryPhoto, id: string) {
    const databaseId = databaseIdOf(id, entity.name);
    // Through the unit of work (not a native delete) so the audit trail records what was removed.
    const found = await em.findOne(entity as typeof PublicService, { id: databaseId });
    if (!found) throw notFound(entity.name);
    await em.remove(found).flush();
    return databaseId;
  }
}
