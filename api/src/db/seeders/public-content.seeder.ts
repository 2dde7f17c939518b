import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { EntityManager } from '@mikro-orm/postgresql';
import { GalleryPhoto, PublicService, Testimonial } from '../../modules/public-content/public-content.entities.js';

/** Spec §1: the three services, Premium Weekly/Bi-Weekly marked most popular. */
export const DEMO_SERVICES = [
  {
    title: 'Move-In/Move-Out',
    description:
      'A top-to-bottom clean for the day you hand over the keys or carry in the first box, so the deposit comes back and the new place feels like yours.',
    features: [
      'Inside cabinets, drawers and closets',
      'Oven, fridge and dishwasher inside and out',
      'Baseboards, doors, switches and vents',
      'Ready for the walk-through',
    ],
    color: '#0B6E99',
    popular: false,
  },
  {
    title: 'Premium Weekly/Bi-Weekly Cleaning',
    description:
      'The same trusted team on a schedule that suits you, keeping your home fresh all season long, whether you live here year-round or winter in paradise.',
    features: [
      'Kitchens and bathrooms cleaned and sanitized',
      'Dusting, vacuuming and mopping throughout',
      'Beds made and linens changed on request',
      'The same team every visit',
    ],
    color: '#D97706',
    popular: true,
  },
  {
    title: 'Deep Cleaning',
    description:
      'For spring cleaning, after a renovation or before guests arrive: the detail work that a regular clean leaves for another day.',
    features: [
      'Grout, tile and fixtures scrubbed',
      'Ceiling fans, blinds and light fixtures',
      'Behind and under furniture and appliances',
      'Lanai and sliding-door tracks',
    ],
    color: '#2F855A',
    popular: false,
  },
] as const;

/** Spec §1: two testimonials, five stars each, with how long they have been customers. */
export const DEMO_TESTIMONIALS = [
  {
    name: 'Jennifer T., Naples',
    text: 'Sunshine Clean has looked after our home every other week for years. They are on time, they remember how we like things, and the house smells wonderful when we get back from the beach.',
    rating: 5,
    yearsOfService: 3,
  },
  {
    name: 'Robert C., Cape Coral',
    text: 'We booked a move-out clean with two days to spare and they made it look brand new. We got our full deposit back, and now they do our new place every week.',
    rating: 5,
    yearsOfService: 2,
  },
] as const;

/** The six gallery pictures shipped with the app (drawn by gallery/render-gallery.mjs), with their captions. */
export const DEMO_GALLERY = [
  { file: 'kitchen.webp', caption: 'Kitchen in Naples: counters, sink and cabinet fronts wiped to a shine' },
  { file: 'bathroom.webp', caption: 'Bathroom deep clean: spotless tub, mirror and tile' },
  { file: 'living-room.webp', caption: 'Living room refreshed: dusted, vacuumed and ready for guests' },
  { file: 'bedroom.webp', caption: 'Bedroom with fresh linens and a dust-free nightstand' },
  { file: 'windows.webp', caption: 'Streak-free sliding doors onto the lanai in Fort Myers' },
  { file: 'office.webp', caption: 'Office clean in Bonita Springs: desks, glass and floors' },
] as const;

/**
 * The folder of the gallery images. They live beside this file in the source tree; the compiled seeder
 * (api/dist/db/seeders) reads them from api/src, since the TypeScript build copies no images.
 */
function galleryFolder(): string {
  const candidates = [new URL('./gallery/', import.meta.url), new URL('../../../src/db/seeders/gallery/', import.meta.url)];
  for (const candidate of candidates) {
    const folder = fileURLToPath(candidate);
    if (existsSync(`${folder}${DEMO_GALLERY[0].file}`)) return folder;
  }
  throw new Error('The demo gallery images (api/src/db/seeders/gallery/*.webp) are missing');
}

/** The public page's demo content: service cards, testimonials and gallery photos (with their image bytes). */
export async function seedPublicContent(em: EntityManager): Promise<void> {
  DEMO_SERVICES.forEach((service, position) =>
    em.create(PublicService, { ...service, features: [...service.features], position }),
  );
  DEMO_TESTIMONIALS.forEach((testimonial, position) => em.create(Testimonial, { ...testimonial, position }));
  const folder = galleryFolder();
  DEMO_GALLERY.forEach(({ file, caption }, position) => {
    const data = readFileSync(`${folder}${file}`);
    em.create(GalleryPhoto, { caption, contentType: 'image/webp', sizeBytes: data.length, data, position });
  });
  await em.flush();
}
