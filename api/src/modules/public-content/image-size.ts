/**
 * An image's width and height read from its header, without decoding a pixel: a 20,000 × 20,000 PNG can be a few
 * hundred bytes and still make every visitor's browser allocate 1.6 GB to show it. Covers what the gallery accepts
 * (PNG, JPEG, WebP); null when the header is not there or says nothing sensible (a zero side).
 */
export interface ImageSize {
  width: number;
  height: number;
}

const sized = (width: number, height: number): ImageSize | null => (width > 0 && height > 0 ? { width, height } : null);

/** PNG: the IHDR chunk always comes first, right after the 8-byte signature. */
function pngSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return sized(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
}

/** Start-of-frame markers (SOF0–SOF15) that carry the size; C4, C8 and CC share the range but are other segments. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/** JPEG: walks the segments from the start until the frame header; the scan data, which follows it, is never read. */
function jpegSize(bytes: Buffer): ImageSize | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data, before any frame header
    if (isStartOfFrame(marker)) {
      return offset + 9 <= bytes.length ? sized(bytes.readUInt16BE(offset + 7), bytes.readUInt16BE(offset + 5)) : null;
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return null;
}

/** WebP: the first chunk after the RIFF header says which of its three formats it is, and each stores the size. */
function webpSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 30) {
    // VP8L's header is the shortest: 25 bytes in all.
    if (bytes.length < 25 || bytes.toString('latin1', 12, 16) !== 'VP8L') return null;
  }
  switch (bytes.toString('latin1', 12, 16)) {
    case 'VP8 ':
      if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
      return sized(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
    case 'VP8L': {
      if (bytes[20] !== 0x2f) return null;
      const bits = bytes.readUInt32LE(21);
      return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
    }
    case 'VP8X':
      return sized(bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
    default:
      return null;
  }
}

export function imageSize(contentType: string, bytes: Buffer): ImageSize | null {
  switch (contentType) {
    case 'image/png':
      return pngSize(bytes);
    case 'image/jpeg':
      return jpegSize(bytes);
    case 'image/webp':
      return webpSize(bytes);
    default:
      return null;
  }
}
