import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../shared/errors.js';
import type { Policy, Viewer } from '../../shared/policy.js';
import { imageSize } from './image-size.js';
import { GalleryPhoto, PublicService, Testimonial } from './public-content.entities.js';
import type { SavePublicServiceInput, SaveTestimonialInput, UpdateGalleryPhotoInput } from './public-content.inputs.js';
import { galleryPhotoPolicy, publicServicePolicy, testimonialPolicy } from './public-content.policy.js';

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
/** Every visitor's browser decodes each gallery image: 40 megapixels is about 160 MB of memory once decoded. */
export const GALLERY_MAX_PIXELS = 40_000_000;
export const GALLERY_MAX_PHOTOS = 24;

const required = (value: string, field: string) => {
  const trimmed = value.trim();
  if (!trimmed) throw badInput(field, `${field} is required`);
  return trimmed;
};

/** Edits what the public page shows (the admin's) and serves its photos (anyone's). Ids are database ids. */
export class PublicContentService {
  /** Creates a service card, or edits the one `input.id` names. */
  async saveService(em: EntityManager, viewer: Viewer, input: SavePublicServiceInput): Promise<PublicService> {
    const service = input.id
      ? await publicServicePolicy.load(em, viewer, 'save', input.id)
      : publicServicePolicy.authorize(
          viewer,
          'save',
          em.create(PublicService, { title: '', description: '' }, { persist: false }),
        );
    service.title = required(input.title, 'title');
    service.description = required(input.description, 'description');
    service.features = input.features.map((feature) => feature.trim()).filter(Boolean);
    service.color = input.color.toUpperCase();
    service.popular = input.popular;
    if (input.position !== undefined) service.position = input.position;
    await em.persist(service).flush();
    return service;
  }

  /** Creates a testimonial, or edits the one `input.id` names. */
  async saveTestimonial(em: EntityManager, viewer: Viewer, input: SaveTestimonialInput): Promise<Testimonial> {
    const testimonial = input.id
      ? await testimonialPolicy.load(em, viewer, 'save', input.id)
      : testimonialPolicy.authorize(viewer, 'save', em.create(Testimonial, { name: '', text: '' }, { persist: false }));
    testimonial.name = required(input.name, 'name');
    testimonial.text = required(input.text, 'text');
    testimonial.rating = input.rating;
    testimonial.yearsOfService = input.yearsOfService;
    if (input.position !== undefined) testimonial.position = input.position;
    await em.persist(testimonial).flush();
    return testimonial;
  }

  async addPhoto(em: EntityManager, viewer: Viewer, data: Buffer, caption: string): Promise<GalleryPhoto> {
    if (data.length === 0) throw badInput('file', 'Choose an image to upload');
    if (data.length > GALLERY_MAX_BYTES) throw badInput('file', 'An image can be at most 5 MB');
    const kind = IMAGE_SIGNATURES.find((signature) => signature.matches(data));
    if (!kind) throw badInput('file', 'Upload a JPEG, PNG or WebP image');
    const size = imageSize(kind.type, data);
    if (!size) throw badInput('file', 'The image could not be read; upload a JPEG, PNG or WebP image');
    if (size.width * size.height > GALLERY_MAX_PIXELS) {
      throw badInput('file', 'An image can be at most 40 megapixels (for example 8000 × 5000)');
    }
    const text = required(caption, 'caption');
    if (text.length > 200) throw badInput('caption', 'A caption is at most 200 characters');
    if ((await em.count(GalleryPhoto)) >= GALLERY_MAX_PHOTOS) {
      throw badInput('file', `The gallery holds at most ${GALLERY_MAX_PHOTOS} photos; remove one first`);
    }
    const [last] = await em.find(GalleryPhoto, {}, { orderBy: { position: 'desc' }, limit: 1 });
    const photo = em.create(
      GalleryPhoto,
      { caption: text, contentType: kind.type, sizeBytes: data.length, data, position: (last?.position ?? -1) + 1 },
      { persist: false },
    );
    galleryPhotoPolicy.authorize(viewer, 'save', photo);
    await em.persist(photo).flush();
    return photo;
  }

  async updatePhoto(em: EntityManager, viewer: Viewer, input: UpdateGalleryPhotoInput): Promise<GalleryPhoto> {
    const photo = await galleryPhotoPolicy.load(em, viewer, 'save', input.id);
    if (input.caption !== undefined) photo.caption = required(input.caption, 'caption');
    if (input.position !== undefined) photo.position = input.position;
    await em.flush();
    return photo;
  }

  /** A photo with its bytes, for anyone the policy lets read it (everyone: the gallery is public). */
  photoWithData(em: EntityManager, viewer: Viewer | null, id: string): Promise<GalleryPhoto | null> {
    return galleryPhotoPolicy.findOne(em, viewer, id, { populate: ['data'] });
  }

  /** Deletes a service card, testimonial or photo; answers its database id. */
  async delete<T extends PublicService | Testimonial | GalleryPhoto>(
    em: EntityManager,
    viewer: Viewer,
    policy: Policy<T, 'save' | 'delete'>,
    id: string,
  ): Promise<string> {
    const item = await policy.load(em, viewer, 'delete', id);
    // Through the unit of work (not a native delete) so the audit trail records what was removed.
    await em.remove(item).flush();
    return item.id;
  }
}
