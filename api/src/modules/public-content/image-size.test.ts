import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size.js';

const riff = (chunk: Buffer) => {
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + chunk.length, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, chunk]);
};

describe('imageSize reads the size from the header alone', () => {
  it('the demo gallery’s WebP images (VP8X)', () => {
    const bytes = readFileSync(new URL('../../db/seeders/gallery/kitchen.webp', import.meta.url));
    expect(imageSize('image/webp', bytes)).toEqual({ width: 1200, height: 800 });
  });

  it('lossy (VP8) and lossless (VP8L) WebP', () => {
    const vp8 = Buffer.alloc(18);
    vp8.write('VP8 ', 0, 'latin1');
    vp8.set([0x9d, 0x01, 0x2a], 11);
    vp8.writeUInt16LE(640, 14);
    vp8.writeUInt16LE(480, 16);
    expect(imageSize('image/webp', riff(vp8))).toEqual({ width: 640, height: 480 });
    const vp8l = Buffer.alloc(13);
    vp8l.write('VP8L', 0, 'latin1');
    vp8l[8] = 0x2f;
    vp8l.writeUInt32LE((16_383 << 14) | 9_999, 9);
    expect(imageSize('image/webp', riff(vp8l))).toEqual({ width: 10_000, height: 16_384 });
  });

  it('a JPEG whose frame header follows fill bytes and other segments', () => {
    const bytes = Buffer.from([
      0xff, 0xd8, 0xff, 0xe1, 0x00, 0x04, 0x00, 0x00, 0xff, 0xff, 0xc2, 0x00, 0x0b, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x01, 0x01,
      0x11, 0x00,
    ]);
    expect(imageSize('image/jpeg', bytes)).toEqual({ width: 640, height: 480 });
  });

  it('nothing sensible: a side of zero, or the scan before any frame header', () => {
    const png = Buffer.alloc(24);
    png.write('IHDR', 12, 'latin1');
    png.writeUInt32BE(100, 16);
    expect(imageSize('image/png', png)).toBeNull();
    expect(imageSize('image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02]))).toBeNull();
  });
});
