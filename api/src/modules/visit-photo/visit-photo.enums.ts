import { registerEnumType } from 'type-graphql';

/** What a job photo shows: the place before, the work after, or something wrong found there (damage, a breakage). */
export enum VisitPhotoKind {
  BEFORE = 'before',
  AFTER = 'after',
  ISSUE = 'issue',
}
registerEnumType(VisitPhotoKind, { name: 'VisitPhotoKind' });

/** The words the screens use for each kind. */
export const VISIT_PHOTO_KIND_LABELS: Record<VisitPhotoKind, string> = {
  [VisitPhotoKind.BEFORE]: 'Before',
  [VisitPhotoKind.AFTER]: 'After',
  [VisitPhotoKind.ISSUE]: 'Issue',
};
