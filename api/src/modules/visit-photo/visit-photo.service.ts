import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../../auth/role.enum.js';
import type { FileStorage, StoredFile } from '../../integrations/storage/file-storage.js';
import { addDays, businessToday } from '../../shared/calendar-date.js';
import { badInput, DomainError, forbidden, notFound } from '../../shared/errors.js';
import { isDatabaseId } from '../../shared/ids.js';
import type { Viewer } from '../../shared/policy.js';
import { User } from '../user/user.entity.js';
import { Visit } from '../visit/visit.entity.js';
import { visitPolicy } from '../visit/visit.policy.js';
import { VisitStatus } from '../visit/visit.enums.js';
import { processPhoto } from './photo-images.js';
import { VisitPhotoKind } from './visit-photo.enums.js';
import { VisitPhoto } from './visit-photo.entity.js';
import { visitPhotoPolicy } from './visit-photo.policy.js';

export const CAPTION_MAX_LENGTH = 200;
/** How far back a client's recent cleanings go. */
export const RECENT_DAYS = 60;

/** The photo as sent: its bytes, untrusted, with what the sender says about it. */
export interface PhotoUpload {
  bytes: Buffer;
  kind: string | undefined;
  caption: string | undefined;
}

/** A photo's served variant: the stored photo or its thumbnail. */
export type PhotoVariant = 'full' | 'thumbnail';

/**
 * Job photos: checked, made safe (photo-images.ts), stored through the file storage, served back only to those the
 * photo policy lets read them. The files and the row go together: a refused or failed upload leaves neither.
 */
export class VisitPhotoService {
  /** Told of a store that failed (the app logs it): the person is told only to try again. */
  onStorageError: (key: string, error: unknown) => void = () => {};

  constructor(
    readonly storage: FileStorage,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The visit a viewer may add photos to, or the refusal: a visit they cannot read is NOT_FOUND (nothing about it is
   * revealed), the client's own is FORBIDDEN, and an assigned helper may add only from the day before the visit to
   * the day after (the owner at any time). Called before the upload's bytes are read, and again by `upload`.
   */
  async visitForUpload(em: EntityManager, viewer: Viewer, visitId: string): Promise<Visit> {
    const visit = isDatabaseId(visitId)
      ? await visitPolicy.findOne(em, viewer, visitId, { populate: ['helpers', 'helpers.user'] })
      : null;
    if (!visit) throw notFound('Visit');
    // Asked of the photo to be, unsaved: the rule reads its visit's helpers.
    visitPhotoPolicy.authorize(viewer, 'create', Object.assign(new VisitPhoto(), { visit }));
    if (viewer.role === Role.HELPER) {
      const today = businessToday(this.now());
      if (today < addDays(visit.date, -1) || today > addDays(visit.date, 1)) {
        throw forbidden('Photos can be added to a job from the day before it to the day after');
      }
    }
    return visit;
  }

  async upload(em: EntityManager, viewer: Viewer, visitId: string, upload: PhotoUpload): Promise<VisitPhoto> {
    const visit = await this.visitForUpload(em, viewer, visitId);
    const kind = parseKind(upload.kind);
    const caption = (upload.caption ?? '').trim();
    if (caption.length > CAPTION_MAX_LENGTH) {
      throw badInput('caption', `A caption is at most ${CAPTION_MAX_LENGTH} characters`);
    }
    if (upload.bytes.length === 0) throw badInput('file', 'Choose a photo to upload');
    const processed = await processPhoto(upload.bytes);

    const id = randomUUID();
    const storageKey = `visit-photos/${visit.id}/${id}.jpg`;
    const thumbnailKey = `visit-photos/${visit.id}/${id}-thumb.jpg`;
    const photo = em.create(
      VisitPhoto,
      {
        id,
        visit,
        kind,
        caption,
        takenBy: em.getReference(User, viewer.id),
        storageKey,
        thumbnailKey,
        contentType: processed.contentType,
        width: processed.full.width,
        height: processed.full.height,
        sizeBytes: processed.full.bytes.length,
      },
      { persist: false },
    );
    try {
      await this.storage.put(storageKey, processed.full.bytes, processed.contentType);
      await this.storage.put(thumbnailKey, processed.thumbnail.bytes, processed.contentType);
    } catch (error) {
      await this.removeFiles(storageKey, thumbnailKey);
      this.onStorageError(storageKey, error);
      throw storageUnavailable();
    }
    try {
      await em.persist(photo).flush();
    } catch (error) {
      // Neither file may outlive a row that was never written.
      await this.removeFiles(storageKey, thumbnailKey);
      throw error;
    }
    return photo;
  }

  /**
   * The viewer's completed visits of the last RECENT_DAYS, most recent first: where a client finds what was done and
   * the after photos (the "visit completed" email leads there). Read through the visit policy's scope.
   */
  recentCompletedVisits(em: EntityManager, viewer: Viewer, limit: number): Promise<Visit[]> {
    const today = businessToday(this.now());
    return em.find(
      Visit,
      visitPolicy.where(viewer, { status: VisitStatus.COMPLETED, date: { $gte: addDays(today, -RECENT_DAYS), $lte: today } }),
      { orderBy: { date: 'desc', id: 'asc' }, limit },
    );
  }

  /** Removes a photo: its uploader or the owner. Someone who cannot see it is told it does not exist. */
  async delete(em: EntityManager, viewer: Viewer, photoId: string): Promise<string> {
    const photo = await visitPhotoPolicy.findOne(em, viewer, photoId, {
      populate: ['visit', 'visit.helpers', 'takenBy'],
    });
    visitPhotoPolicy.authorize(viewer, 'delete', photo);
    const { storageKey, thumbnailKey } = photo!;
    await em.remove(photo!).flush();
    // After the row is gone: a file left by a failed delete is unreachable, never a row without its file.
    await this.removeFiles(storageKey, thumbnailKey);
    return photoId;
  }

  /** A photo's bytes for the serving route, when this viewer may read it and it belongs to that visit; else null. */
  async file(
    em: EntityManager,
    viewer: Viewer | null,
    visitId: string,
    photoId: string,
    variant: PhotoVariant,
  ): Promise<(StoredFile & { photo: VisitPhoto }) | null> {
    if (!isDatabaseId(visitId) || !isDatabaseId(photoId)) return null;
    const photo = await em.findOne(VisitPhoto, visitPhotoPolicy.where(viewer, { id: photoId, visit: visitId }));
    if (!photo) return null;
    const key = variant === 'thumbnail' ? photo.thumbnailKey : photo.storageKey;
    const stored = await this.storage.get(key).catch((error: unknown) => {
      this.onStorageError(key, error);
      throw storageUnavailable();
    });
    return stored ? { ...stored, photo } : null;
  }

  private async removeFiles(...keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.storage.delete(key).catch((error: unknown) => this.onStorageError(key, error));
    }
  }
}

/** The file store did not answer: a 503 to retry, never a 500. */
const storageUnavailable = () =>
  new DomainError('SERVICE_UNAVAILABLE', 'Photos cannot be stored or read right now. Please try again in a minute.', {
    retryAfterSeconds: 30,
  });

function parseKind(value: string | undefined): VisitPhotoKind {
  const kind = Object.values(VisitPhotoKind).find((candidate) => candidate === value?.trim().toLowerCase());
  if (!kind) throw badInput('kind', 'Choose what the photo shows: BEFORE, AFTER or ISSUE');
  return kind;
}
