/** The file store the settings name: the S3 bucket when S3_BUCKET is set, else the folder DATA_DIR/files. */
import type { Env } from '../env';
import type { FileStore } from './file-store';
import { createFolderStore, filesFolderOf } from './folder-store';
import { createS3Store } from './s3-store';

export type { FileStore, StoredObject } from './file-store';
export { filesFolderOf } from './folder-store';

export function createFileStore(env: Env): FileStore {
  if (env.S3_BUCKET) {
    return createS3Store({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return createFolderStore(filesFolderOf(env.DATA_DIR));
}
