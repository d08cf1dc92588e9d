/** Every CSV export, found from the route descriptions, starts with the UTF-8 byte-order mark spreadsheets need. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@shared/api/endpoint';
import { APP_URL, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.as(DEMO_ACCOUNTS.super_admin);
});
afterAll(() => t.close());

/** The query each export needs; an export missing here fails the first test until it is added. */
const QUERIES: Record<string, string> = {
  '/clients/export.csv': '',
  '/communications/export.csv': '',
  '/contact-submissions/export.csv': '',
  '/tasks/export.csv': '',
  '/reports/time/projects/export.csv': '',
  '/reports/time/utilization/export.csv': '',
  '/invoices/export.csv': '',
  '/reports/tax/export.csv': '?from=2026-01-01&to=2026-01-31',
  '/accounting/export.csv': '?format=journal&from=2026-01-01&to=2026-01-31',
  '/reports/profit/export.csv': '?year=2026&groupBy=client',
};

/** Exports made from a file the caller sends, checked where that file is made: the same mark, through csvDownload. */
const CHECKED_WITH_THEIR_FILE = ['/imports/clients/rejected.csv', '/imports/tasks/rejected.csv']; // csv-import-partial.test.ts

async function csvEndpoints(): Promise<Endpoint[]> {
  const folder = path.resolve(__dirname, '../../../src/shared/api');
  const found: Endpoint[] = [];
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const module = (await import(path.join(folder, file))) as Record<string, unknown>;
    for (const group of Object.values(module)) {
      if (!group || typeof group !== 'object') continue;
      for (const e of Object.values(group as Record<string, unknown>)) {
        const reply = (e as Partial<Endpoint> | null)?.reply as { file?: string } | undefined;
        if (reply?.file === 'text/csv') found.push(e as Endpoint);
      }
    }
  }
  return found;
}

describe('CSV exports', () => {
  it('are all covered here', async () => {
    expect((await csvEndpoints()).map((e) => e.path).sort()).toEqual([...Object.keys(QUERIES), ...CHECKED_WITH_THEIR_FILE].sort());
  });

  it.each(Object.entries(QUERIES))('%s starts with the UTF-8 byte-order mark and downloads as an attachment', async (route, query) => {
    const res = await t.app.request(`${APP_URL}/api${route}${query}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[\w-]+\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // One mark, not two: the file's text starts right after it.
    expect(bytes[3]).not.toBe(0xef);
  });
});
