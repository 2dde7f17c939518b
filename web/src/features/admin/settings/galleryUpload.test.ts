import { describe, expect, it, vi } from 'vitest';
import { formatBytes, GALLERY_MAX_BYTES, galleryFileProblem, GalleryUploadError, uploadGalleryPhoto } from './galleryUpload';

describe('galleryFileProblem', () => {
  it('accepts JPEG, PNG and WebP images up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(galleryFileProblem({ type, size: 1000 })).toBeNull();
    }
    expect(galleryFileProblem({ type: 'image/png', size: GALLERY_MAX_BYTES })).toBeNull();
  });

  it('refuses other types, empty files, files over 5 MB and no file', () => {
    expect(galleryFileProblem({ type: 'image/gif', size: 1000 })).toBe('Choose a JPEG, PNG or WebP image.');
    expect(galleryFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe('Choose a JPEG, PNG or WebP image.');
    expect(galleryFileProblem({ type: 'image/png', size: 0 })).toBe('That file is empty.');
    expect(galleryFileProblem({ type: 'image/jpeg', size: GALLERY_MAX_BYTES + 1 })).toBe(
      'That image is 5 MB; the limit is 5 MB.',
    );
    expect(galleryFileProblem({ type: 'image/jpeg', size: 6 * 1024 * 1024 })).toBe('That image is 6 MB; the limit is 5 MB.');
    expect(galleryFileProblem(null)).toBe('Choose a photo to upload.');
  });

  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5.5 * 1024 * 1024)).toBe('5.5 MB');
  });
});

describe('uploadGalleryPhoto', () => {
  it('posts the raw image with its type and the caption in the query string', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 201 }));
    const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/webp' });
    await uploadGalleryPhoto(file, ' Kitchen & lanai ', fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith('/api/gallery-photos?caption=Kitchen%20%26%20lanai', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'image/webp' },
      body: file,
    });
  });

  it("throws the server's message when it refuses", async () => {
    const fetchImpl = vi.fn(
      async () => new Response(JSON.stringify({ message: 'Upload a JPEG, PNG or WebP image' }), { status: 400 }),
    );
    const upload = uploadGalleryPhoto(new Blob(['x'], { type: 'image/png' }), 'x', fetchImpl as unknown as typeof fetch);
    await expect(upload).rejects.toThrow(GalleryUploadError);
    await expect(
      uploadGalleryPhoto(new Blob(['x'], { type: 'image/png' }), 'x', fetchImpl as unknown as typeof fetch),
    ).rejects.toThrow('Upload a JPEG, PNG or WebP image');
  });
});
