/**
 * Job photos in the browser: the one upload call (REST, multipart: GraphQL carries no files) and the words the photo
 * screens share. The offline queue calls `uploadVisitPhoto` too, when the signal returns.
 */

export type VisitPhotoKindName = 'BEFORE' | 'AFTER' | 'ISSUE';

export const PHOTO_KIND_LABELS: Record<VisitPhotoKindName, string> = {
  BEFORE: 'Before',
  AFTER: 'After',
  ISSUE: 'Issue',
};

/** The types the file input names, exactly: an iPhone then converts its HEIC photos to JPEG itself. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
/** Mirrors api/src/modules/visit-photo/photo-images.ts (PHOTO_MAX_BYTES); the API checks it again. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** Mirrors api/src/modules/visit-photo/visit-photo.service.ts (CAPTION_MAX_LENGTH). */
export const PHOTO_CAPTION_MAX = 200;

/** The server's answer to an upload (database ids, as every /api answer; `nodeId` is the GraphQL id). */
export interface UploadedVisitPhoto {
  id: string;
  nodeId: string;
  visitId: string;
  kind: 'before' | 'after' | 'issue';
  caption: string;
  width: number;
  height: number;
  createdAt: string;
  url: string;
  thumbnailUrl: string;
}

/**
 * An upload that did not store the photo. `status` 0 means it never reached the server (offline, connection lost):
 * worth sending again later. Any other status is the server's refusal, in words for the person (`message`), with the
 * field it is about when there is one; sending the same file again will be refused again (except 503, 429).
 */
export class PhotoUploadError extends Error {
  override name = 'PhotoUploadError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null = null,
    readonly field: string | null = null,
  ) {
    super(message);
  }

  /** Whether trying again later may succeed: no answer, the store unavailable, or too many attempts. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 503 || this.status === 429 || this.status >= 500;
  }
}

/** What is wrong with a file before it is sent, in the server's own words; null when it may go. */
export function photoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!PHOTO_ACCEPT.split(',').includes(file.type)) return 'Upload a JPEG, PNG or WebP photo';
  if (file.size > PHOTO_MAX_BYTES) return 'A photo can be at most 15 MB';
  if (file.size === 0) return 'Choose a photo to upload';
  return null;
}

export interface UploadOptions {
  /** Called as the bytes go out: 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Sent as the Idempotency-Key header: the server stores one photo per key, so a resend after a lost answer is safe. */
  idempotencyKey?: string;
}

/**
 * Sends one photo of a visit: `visitId` is the visit's database id (GraphQL's `databaseId`), `kind` BEFORE, AFTER or
 * ISSUE. Resolves with the stored photo; rejects with a PhotoUploadError. XMLHttpRequest rather than fetch, because
 * only it reports upload progress.
 */
export function uploadVisitPhoto(
  visitId: string,
  file: Blob,
  kind: VisitPhotoKindName,
  caption = '',
  { onProgress, signal, idempotencyKey }: UploadOptions = {},
): Promise<UploadedVisitPhoto> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.append('kind', kind);
    body.append('caption', caption);
    body.append('file', file, file instanceof File ? file.name : 'photo.jpg');

    const request = new XMLHttpRequest();
    request.open('POST', `/api/visits/${encodeURIComponent(visitId)}/photos`);
    request.withCredentials = true;
    if (idempotencyKey) request.setRequestHeader('Idempotency-Key', idempotencyKey);
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let answer: Record<string, unknown> | null = null;
      try {
        answer = JSON.parse(request.responseText) as Record<string, unknown>;
      } catch {
        answer = null;
      }
      if (request.status === 201 && answer) {
        onProgress?.(1);
        resolve(answer as unknown as UploadedVisitPhoto);
        return;
      }
      const message =
        typeof answer?.message === 'string' && answer.message
          ? answer.message
          : `The photo could not be uploaded (${request.status}). Please try again.`;
      reject(
        new PhotoUploadError(
          message,
          request.status,
          typeof answer?.code === 'string' ? answer.code : null,
          typeof answer?.field === 'string' ? answer.field : null,
        ),
      );
    };
    request.onerror = () => reject(new PhotoUploadError('Could not reach the server. Check your connection and try again.', 0));
    request.onabort = () => reject(new PhotoUploadError('The upload was stopped.', 0, 'ABORTED'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    if (signal?.aborted) {
      reject(new PhotoUploadError('The upload was stopped.', 0, 'ABORTED'));
      return;
    }
    request.send(body);
  });
}
