import type { StorageConfig } from '../../config.js';
import { DiskFileStorage, type FileStorage } from './file-storage.js';
import { S3FileStorage } from './s3-storage.js';

/** The store the configuration names: S3 when S3_BUCKET (and its keys) are set, else a folder under DATA_DIR. */
export function createFileStorage(config: StorageConfig): FileStorage {
  return config.kind === 's3' ? new S3FileStorage(config) : new DiskFileStorage(config.directory);
}
