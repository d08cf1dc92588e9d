/**
 * Shared files in an S3-compatible bucket (AWS S3, MinIO, R2, ...) through the official SDK. Uploads stream in parts
 * (lib-storage's Upload: 5 MB parts, a single PUT for smaller files), so memory stays flat whatever the size; an
 * upload that fails midway is aborted, which removes its parts.
 */
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Transform, type Readable } from 'node:stream';
import type { FileStore } from './file-store';

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export function createS3Store(settings: S3Settings): FileStore & { client: S3Client } {
  const config: S3ClientConfig = {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's default trailing ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.accessKeyId &&
      settings.secretAccessKey && { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }),
  };
  const client = new S3Client(config);
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    client,
    async put(key, stream) {
      let size = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      // A source that fails (too large, the browser gone) must fail the upload rather than end it short.
      const failed = new Promise<never>((_, reject) => {
        stream.once('error', (error) => {
          counted.destroy(error);
          reject(error);
        });
      });
      failed.catch(() => {});
      counted.on('error', () => {});
      stream.pipe(counted);
      const upload = new Upload({ client, params: { Bucket, Key: key, Body: counted }, queueSize: 2, leavePartsOnError: false });
      try {
        await Promise.race([upload.done(), failed]);
      } catch (error) {
        await upload.abort().catch(() => {});
        await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => {});
        throw error;
      }
      return { size };
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return { stream: object.Body as Readable, size: Number(object.ContentLength ?? 0) };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
