import type { EntityClass } from '@mikro-orm/core';
import { Role } from '../../auth/role.enum.js';
import { definePolicy } from '../../shared/policy.js';
import { GalleryPhoto, PublicService, Testimonial } from './public-content.entities.js';

/** What the public page shows is everyone's to read, signed in or not; only the admin edits it. */
const publicContent = <T extends object>(entity: EntityClass<T>, label: string) =>
  definePolicy(entity, {
    label,
    read: { anonymous: true, [Role.ADMIN]: true, [Role.HELPER]: true, [Role.CLIENT]: true },
    actions: {
      /** Create or edit. */
      save: { [Role.ADMIN]: true },
      delete: { [Role.ADMIN]: true },
    },
  });

export const publicServicePolicy = publicContent(PublicService, 'Service card');
export const testimonialPolicy = publicContent(Testimonial, 'Testimonial');
export const galleryPhotoPolicy = publicContent(GalleryPhoto, 'Photo');
