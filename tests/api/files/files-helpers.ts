/** What the shared-files tests share: uploads as a browser sends them, downloads, and small real files of each kind. */
import { sql } from 'drizzle-orm';
import { queryRows } from '@server/db/client';
import { APP_URL, type TestApp } from '../support/harness';

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
export const TEXT = Buffer.from('Meeting notes\n- launch on Friday\n- café ☕ menu copy\n');
export const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

export async function one<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T> {
  return (await queryRows<T>(t.database.db, query))[0]!;
}

/** A multipart upload with the file in 'file', under the name and declared type the sender chose. */
export async function upload(
  t: TestApp,
  cookie: string | null,
  entity: { type: string; id: string },
  bytes: Buffer | Uint8Array,
  name = 'file.png',
  type = 'image/png',
) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  const headers: Record<string, string> = { origin: APP_URL };
  if (cookie) headers.cookie = cookie;
  const res = await t.app.request(`${APP_URL}/api/files?entityType=${entity.type}&entityId=${entity.id}`, {
    method: 'POST',
    headers,
    body: form,
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

export async function download(t: TestApp, cookie: string, id: string) {
  const res = await t.app.request(`${APP_URL}/api/files/${id}/download`, { headers: { cookie } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The ids of the file rows and of the objects waiting for removal. */
export async function storedKeys(t: TestApp) {
  const rows = await queryRows<{ storage_key: string }>(t.database.db, sql`select storage_key from files`);
  const removals = await queryRows<{ storage_key: string }>(t.database.db, sql`select storage_key from file_removals`);
  return { rows: rows.map((r) => r.storage_key), removals: removals.map((r) => r.storage_key) };
}
