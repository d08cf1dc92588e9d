/**
 * The CSV import at its stated size (decision 0062): 10,000 clients and 10,000 tasks (by project name, with assignees)
 * through the preview and the import, on the embedded database (PGlite, no DATABASE_URL) with the demo data, the app
 * in its own process. Budget: each import of 10,000 rows in under 10 s, its preview included in its own figure.
 *   npx tsx bench/import-rows.ts        (alone), or   npm run bench -- --only import
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Figure } from './figure';
import { signIn, startApp } from './processes';

export const IMPORT_ROWS = 10_000;
export const IMPORT_BUDGET_MS = 10_000;

const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csvOf = (header: string[], rows: string[][]) => [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';

async function timed(base: string, cookie: string, route: string, csv: string): Promise<{ ms: number; json: any }> {
  const started = performance.now();
  const res = await fetch(`${base}/api/imports/${route}`, {
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ csv }),
  });
  const json = await res.json();
  const ms = Math.round(performance.now() - started);
  if (!res.ok) throw new Error(`${route} answered ${res.status}: ${JSON.stringify(json).slice(0, 500)}`);
  return { ms, json };
}

export async function importFigures(): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-import-'));
  // The demo agency, seeded on first start, as a new install has it.
  const app = await startApp({ dataDir }, { SEED_DEMO: 'true' });
  try {
    const cookie = await signIn(app.base, 'admin@demo.test');
    const stamp = Date.now();
    const clients = csvOf(
      ['Company', 'Contact person', 'Email', 'Phone', 'Website', 'Industry', 'Status', 'Billing address', 'Notes'],
      Array.from({ length: IMPORT_ROWS }, (_, i) => [
        `Bench Import ${stamp} Nº${i}`,
        `Zoë Ørsted ${i}`,
        `contact${i}@import-${stamp}.example`,
        '+1 555 0100',
        `https://import-${i}.example`,
        'Technology',
        i % 3 ? 'active' : 'prospect',
        `${i} Main Street\nSuite ${i % 50}`,
        'Imported for the bench',
      ]),
    );
    // Demo projects and people by name, as a spreadsheet from another tool would name them.
    const projects = (await (await fetch(`${app.base}/api/projects?pageSize=50`, { headers: { cookie } })).json()) as {
      items: { name: string; client: { name: string } }[];
    };
    const people = (await (
      await fetch(`${app.base}/api/options/users?roles=developer,designer,manager`, { headers: { cookie } })
    ).json()) as { firstName: string; lastName: string }[];
    const names = Array.isArray(people) && people.length ? people.map((p) => `${p.firstName} ${p.lastName}`) : [''];
    const tasks = csvOf(
      ['Title', 'Client', 'Project', 'Assigned to', 'Type', 'Status', 'Priority', 'Due date'],
      Array.from({ length: IMPORT_ROWS }, (_, i) => {
        const p = projects.items[i % projects.items.length]!;
        return [`Imported task ${i}`, p.client.name, p.name, names[i % names.length]!, 'feature', 'pending', 'medium', '2026-12-31'];
      }),
    );
    const clientPreview = await timed(app.base, cookie, 'clients/preview', clients);
    const clientImport = await timed(app.base, cookie, 'clients', clients);
    const taskPreview = await timed(app.base, cookie, 'tasks/preview', tasks);
    const taskImport = await timed(app.base, cookie, 'tasks', tasks);
    if (clientImport.json.created !== IMPORT_ROWS || taskImport.json.created !== IMPORT_ROWS)
      throw new Error('The bench import did not create every row');
    const mb = (s: string) => Math.round((Buffer.byteLength(s) / 2 ** 20) * 10) / 10;
    return [
      { what: `clients: preview of ${IMPORT_ROWS.toLocaleString('en-US')} rows (${mb(clients)} MB)`, value: clientPreview.ms, unit: 'ms' },
      {
        what: `clients: import of ${IMPORT_ROWS.toLocaleString('en-US')} rows (checked again, one transaction)`,
        value: clientImport.ms,
        unit: 'ms',
        budget: IMPORT_BUDGET_MS,
      },
      {
        what: `tasks: preview of ${IMPORT_ROWS.toLocaleString('en-US')} rows by project name (${mb(tasks)} MB)`,
        value: taskPreview.ms,
        unit: 'ms',
      },
      {
        what: `tasks: import of ${IMPORT_ROWS.toLocaleString('en-US')} rows (checked again, one transaction)`,
        value: taskImport.ms,
        unit: 'ms',
        budget: IMPORT_BUDGET_MS,
      },
    ];
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const f of await importFigures())
    console.log(`${f.what}: ${f.value} ${f.unit}${f.budget ? ` (budget ≤ ${f.budget} ${f.unit})` : ''}`);
  process.exit(0);
}
