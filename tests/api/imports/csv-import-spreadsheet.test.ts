/**
 * An export through a real spreadsheet and back (docs/decisions/0062-csv-import.md): LibreOffice Calc opens the CSV,
 * saves it as a spreadsheet, saves that as CSV again; the accents survive and the file previews without an error.
 * Needs `soffice` (Debian: libreoffice-calc-nogui); CI installs it, elsewhere the test says it was skipped.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { cookies, setUpRequests, t, userIds } from '../requests/client-requests-helpers';
import { APP_URL, type DemoRole } from '../support/harness';

const run = promisify(execFile);
const hasSoffice = await run('soffice', ['--version']).then(
  () => true,
  () => false,
);
if (!hasSoffice && process.env.CI) throw new Error('soffice (LibreOffice Calc) is required in CI: .ci/run installs libreoffice-calc-nogui');
if (!hasSoffice) console.warn('Skipped: the LibreOffice round trip needs soffice (apt-get install libreoffice-calc-nogui)');

setUpRequests();

const dir = mkdtempSync(path.join(tmpdir(), 'csv-roundtrip-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Comma, double quote, UTF-8, from row 1; special numbers detected as a user's Calc would (dates stay ISO dates). */
const CSV_OPTIONS = '44,34,76,1,,0,false,true';

/** The export as Calc opens it, saved as .ods, then saved back to CSV: what a user re-imports after editing. */
async function throughCalc(name: string, csv: Uint8Array): Promise<string> {
  const source = path.join(dir, `${name}.csv`);
  writeFileSync(source, csv);
  // Its own profile, so a test never waits on another soffice's lock.
  const profile = `-env:UserInstallation=file://${path.join(dir, 'profile')}`;
  await run(
    'soffice',
    [profile, '--headless', `--infilter=CSV:${CSV_OPTIONS}`, '--convert-to', 'ods', '--outdir', path.join(dir, 'ods'), source],
    { timeout: 120_000 },
  );
  await run(
    'soffice',
    [
      profile,
      '--headless',
      '--convert-to',
      `csv:Text - txt - csv (StarCalc):${CSV_OPTIONS}`,
      '--outdir',
      path.join(dir, 'back'),
      path.join(dir, 'ods', `${name}.ods`),
    ],
    { timeout: 120_000 },
  );
  return readFileSync(path.join(dir, 'back', `${name}.csv`), 'utf8');
}

async function exported(role: DemoRole, url: string) {
  const res = await t.app.request(`${APP_URL}${url}`, { headers: { cookie: cookies[role] } });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

describe.skipIf(!hasSoffice)('an export through LibreOffice Calc and back', () => {
  it('clients: the accents survive and the file previews without an error', { timeout: 240_000 }, async () => {
    const csv = await throughCalc('clients', await exported('admin', '/api/clients/export.csv?q=Pi%C3%B1on'));
    expect(csv).toContain('Piñon Ridge Academy');
    const preview = await t.request('/api/imports/clients/preview', { cookie: cookies.admin, body: { csv } });
    expect(preview.status).toBe(200);
    expect(preview.json.counts.invalid).toBe(0);
    const row = preview.json.rows.find((r: { values: { name: string } }) => r.values.name === 'Piñon Ridge Academy');
    // The same client: left out as existing, not imported twice.
    expect(row.skip).toMatch(/exists already/);
  });

  // Tasks of an active person: one who has left may not be given new tasks, so their rows are refused as at creation.
  it('tasks: every row previews without an error', { timeout: 240_000 }, async () => {
    const csv = await throughCalc('tasks', await exported('manager', `/api/tasks/export.csv?assignedToId=${userIds.developer}`));
    expect(csv).toMatch(/Due date/);
    const preview = await t.request('/api/imports/tasks/preview', { cookie: cookies.manager, body: { csv } });
    expect(preview.status).toBe(200);
    expect(preview.json.rows.length).toBeGreaterThan(0);
    expect(preview.json.rows.filter((r: { errors: object }) => Object.keys(r.errors).length > 0)).toEqual([]);
  });
});
