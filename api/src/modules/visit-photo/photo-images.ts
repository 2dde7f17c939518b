import sharp from 'sharp';
import { badInput } from '../../shared/errors.js';

/** The types a job photo may be sent as: what phones' cameras make, and what the file input names (iOS converts HEIC). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** A 48-megapixel phone camera's photo fits; a decompression bomb does not. */
const MAX_INPUT_PIXELS = 60_000_000;
/** Long side of the stored photo: sharp on a phone's screen and a laptop's, a tenth of a camera's bytes. */
export const PHOTO_MAX_SIDE = 2048;
export const THUMBNAIL_MAX_SIDE = 480;

/** sharp's names of the formats it reads that we accept. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface ProcessedPhoto {
  full: { bytes: Buffer; width: number; height: number };
  thumbnail: { bytes: Buffer; width: number; height: number };
  contentType: 'image/jpeg';
}

const unreadable = () =>
  badInput('file', 'This file is not a JPEG, PNG or WebP photo that can be read. Take the photo again or choose another.');

/**
 * A photo as it is stored: turned upright from its EXIF orientation, no larger than PHOTO_MAX_SIDE, a thumbnail
 * beside it, both JPEG with every piece of metadata dropped (EXIF with its GPS position, XMP, IPTC, comments). The
 * bytes decide what the file is, never the type it was sent as: anything sharp cannot read in full as a JPEG, PNG or
 * WebP is refused as bad input.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const options = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, options).metadata());
  } catch {
    throw unreadable();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw unreadable();
  try {
    // sharp writes no metadata unless asked (withMetadata/keepExif), so the output carries none of the input's.
    const full = await sharp(bytes, options)
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      // A transparent PNG's background would turn black in a JPEG.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(full.data)
      .resize({ width: THUMBNAIL_MAX_SIDE, height: THUMBNAIL_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 75, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return {
      full: { bytes: full.data, width: full.info.width, height: full.info.height },
      thumbnail: { bytes: thumbnail.data, width: thumbnail.info.width, height: thumbnail.info.height },
      contentType: 'image/jpeg',
    };
  } catch {
    // A header that reads but a body that does not (a truncated or corrupted file).
    throw unreadable();
  }
}
