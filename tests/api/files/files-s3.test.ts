/** Shared files in an S3-compatible bucket: the same routes against a real S3-protocol server in this process. */
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { download, one, PDF, PNG, storedKeys, upload } from './files-helpers';
import { S3_TEST_BUCKET, startS3Server } from '../support/s3-server';

let t: TestApp;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let manager: string;
let taskId: string;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ env: s3.env });
  manager = await t.as(DEMO_ACCOUNTS.manager);
  taskId = (await one<{ id: string }>(t, sql`select id from tasks where project_id is not null limit 1`)).id;
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

async function bucketKeys(): Promise<string[]> {
  const client = (t.deps.files as unknown as { client: S3Client }).client;
  const listed = await client.send(new ListObjectsV2Command({ Bucket: S3_TEST_BUCKET }));
  return (listed.Contents ?? []).map((o) => o.Key!);
}

describe('the S3 file store', () => {
  it('is the store when S3_BUCKET is set', () => {
    expect(t.deps.files.kind).toBe('s3');
  });

  it('uploads, downloads and deletes through the bucket', async () => {
    const res = await upload(t, manager, { type: 'task', id: taskId }, PDF, 'spec.pdf');
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const { storage_key: key } = await one<{ storage_key: string }>(t, sql`select storage_key from files where id = ${res.json.id}`);
    expect(await bucketKeys()).toContain(key);
    const got = await download(t, manager, res.json.id);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(PDF)).toBe(true);
    expect((await t.request(`/api/files/${res.json.id}`, { method: 'DELETE', cookie: manager })).status).toBe(204);
    expect(await bucketKeys()).not.toContain(key);
    expect((await storedKeys(t)).removals).toEqual([]);
  });

  it('streams a file of several parts (a multipart upload) and returns it byte for byte', async () => {
    const big = Buffer.alloc(12 * 1024 * 1024);
    for (let i = 0; i < big.length; i += 4) big.writeUInt32LE(i, i);
    PNG.copy(big);
    const res = await upload(t, manager, { type: 'task', id: taskId }, big, 'large.png');
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.size).toBe(big.length);
    const got = await download(t, manager, res.json.id);
    expect(got.headers.get('content-length')).toBe(String(big.length));
    expect(got.bytes.equals(big)).toBe(true);
  });

  it('leaves nothing in the bucket when an upload is over 25 MB', async () => {
    const before = await bucketKeys();
    const big = Buffer.alloc(25 * 1024 * 1024 + 10, 0x20);
    PNG.copy(big);
    const res = await upload(t, manager, { type: 'task', id: taskId }, big, 'huge.png');
    expect(res.status).toBe(413);
    expect(await bucketKeys()).toEqual(before);
    expect((await storedKeys(t)).removals).toEqual([]);
  });
});
