/**
 * A real S3-protocol server in this process (s3rver: the S3 REST API over a folder, signatures checked), so the S3 file
 * store is tested through the official SDK exactly as against AWS or MinIO (decision 0039).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const S3_TEST_BUCKET = 'portal-files';

export async function startS3Server() {
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: S3_TEST_BUCKET }] });
  const { port } = await server.run();
  return {
    /** The settings that point the app at it (s3rver's fixed credentials). */
    env: {
      S3_BUCKET: S3_TEST_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    directory,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
