/** What the server accepts (api: JPEG, PNG or WebP recognised by their bytes, at most 5 MB; it alone checks 40 megapixels). */
export const GALLERY_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const GALLERY_MAX_BYTES = 5 * 1024 * 1024;
export const CAPTION_MAX_LENGTH = 200;

/** Why a chosen file cannot be uploaded, checked before sending it (the server checks again); null when it can. */
export function galleryFileProblem(file: { type: string; size: number } | null | undefined): string | null {
  if (!file) return 'Choose a photo to upload.';
  if (!(GALLERY_TYPES as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG or WebP image.';
  if (file.size === 0) return 'That file is empty.';
  if (file.size > GALLERY_MAX_BYTES) return `That image is ${formatBytes(file.size)}; the limit is 5 MB.`;
  return null;
}

/** 1536 → '1.5 KB', 5_300_000 → '5.1 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace(/\.0$/, '')} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

export class GalleryUploadError extends Error {}

/**
 * Sends the image as the raw body of POST /api/gallery-photos?caption=… (GraphQL carries no files). Throws a
 * GalleryUploadError with the server's message when it refuses.
 */
export async function uploadGalleryPhoto(file: Blob, caption: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(`/api/gallery-photos?caption=${encodeURIComponent(caption.trim())}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
    });
  } catch {
    throw new GalleryUploadError('Could not reach the server. Check your connection and try again.');
  }
  if (response.ok) return;
  let message = response.status === 413 ? 'An image can be at most 5 MB.' : `Upload failed (${response.status}).`;
  try {
    const body = (await response.json()) as { message?: string };
    if (body.message) message = body.message;
  } catch {
    // not JSON: keep the plain message
  }
  throw new GalleryUploadError(message);
}
