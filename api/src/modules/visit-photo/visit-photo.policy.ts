import { Role } from '../../auth/role.enum.js';
import { definePolicy, type Viewer } from '../../shared/policy.js';
import { VisitStatus } from '../visit/visit.enums.js';
import { VisitPhotoKind } from './visit-photo.enums.js';
import { VisitPhoto } from './visit-photo.entity.js';

const isAssigned = (viewer: Viewer, photo: VisitPhoto) =>
  photo.visit.helpers.getItems().some((helper) => helper.user?.id === viewer.id);

/**
 * Job photos: the owner sees and removes every one; the helpers assigned to the visit see its photos and add to them
 * (when, the day before to the day after the visit, is the photo service's rule), and remove their own; the visit's
 * client sees only the after photos, once the visit is completed (before photos of someone's home, and issue photos
 * the owner has yet to talk about, are not the client's to browse).
 */
export const visitPhotoPolicy = definePolicy(VisitPhoto, {
  label: 'Photo',
  read: {
    [Role.ADMIN]: true,
    [Role.HELPER]: (viewer) => ({ visit: { helpers: { $some: { user: viewer.id } } } }),
    [Role.CLIENT]: (viewer) => ({
      kind: VisitPhotoKind.AFTER,
      visit: { client: { user: viewer.id }, status: VisitStatus.COMPLETED },
    }),
  },
  actions: {
    /** Asked of the new photo built unsaved, its visit's helpers loaded. */
    create: { [Role.ADMIN]: true, [Role.HELPER]: isAssigned },
    delete: { [Role.ADMIN]: true, [Role.HELPER]: (viewer, photo) => photo.takenBy?.id === viewer.id },
  },
  populate: ['visit', 'visit.helpers', 'takenBy'],
  refusals: {
    create: 'Only the helpers assigned to this job or the owner can add photos to it',
    delete: 'Only the person who took this photo or the owner can remove it',
  },
});
