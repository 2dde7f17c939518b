import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/** A stored file's bytes and the content type it was stored with. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where the app keeps files (job photos) by key: a folder on this machine, or an S3-compatible bucket that every app
 * instance shares. Keys are the app's own (`visit-photos/<visit>/<photo>.jpg`), never a user's text.
 */
export interface FileStorage {
  /** What the store is, for logs and the README's "what is off": 'disk' or 's3'. */
  readonly kind: 'disk' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a key with no file is not an error (a retried delete). */
  delete(key: string): Promise<void>;
}

/** Keys are made by the app, but a bad one must never walk out of the folder or the bucket's prefix. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9-]+(\/[a-zA-Z0-9_.-]+)+$/.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

const CONTENT_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' };

/**
 * Files in a folder (by default `DATA_DIR/files`). One instance only, or several sharing the folder over a network
 * file system; otherwise configure S3. Writes go to a temporary name first, so a reader never sees half a file.
 */
export class DiskFileStorage implements FileStorage {
  readonly kind = 'disk';

  constructor(private readonly directory: string) {}

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.directory, ...key.split('/'));
  }

  async put(key: string, bytes: Buffer, _contentType: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(temporary, bytes, { mode: 0o600 });
    await rename(temporary, file);
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    try {
      const bytes = await readFile(file);
      return { bytes, contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
