/**
 * Where shared files' bytes live (decision 0039): a port with two adapters, a folder (DATA_DIR/files, the default) and
 * any S3-compatible bucket (S3_BUCKET). Both take and give streams, so a 25 MB file is never held whole in memory.
 */
import type { Readable } from 'node:stream';

export interface StoredObject {
  stream: Readable;
  size: number;
}

export interface FileStore {
  /** 'folder' or 's3': the backup includes the folder's objects; a bucket is backed up by its own service. */
  readonly kind: 'folder' | 's3';
  /** Stores the stream's bytes under `key`; a stream that errors (too large, aborted) leaves nothing stored. */
  put(key: string, stream: Readable): Promise<{ size: number }>;
  /** The object's bytes, or null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Removing an object that is not there is not an error. */
  delete(key: string): Promise<void>;
}
