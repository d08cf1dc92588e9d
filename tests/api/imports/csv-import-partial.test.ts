/**
 * CSV import of files from other tools (decision 0080): their status words and scheme-less websites are taken, an
 * error on a column the mapping leaves out is named, the valid rows can be imported without the others (in one
 * transaction), and the rejected rows come back as a CSV with their errors.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toCsv } from '@server/csv';
import { readCsv } from '@server/csv-read';
import { cookies, count, one, ownProject, rows, setUpRequests, t } from '../requests/client-requests-helpers';
import type { DemoRole } from '../support/harness';

setUpRequests();

const post = (role: DemoRole, path: string, body: unknown) => t.request(`/api/imports/${path}`, { cookie: cookies[role], body });

async function rejectedFile(role: DemoRole, kind: 'clients' | 'tasks', body: unknown) {
  const res = await t.app.request(`http://localhost:3000/api/imports/${kind}/rejected.csv`, {
    method: 'POST',
    headers: { cookie: cookies[role], origin: 'http://localhost:3000', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return readCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes));
}

describe('a task export from another tool', () => {
  // As Asana writes it: its own column names, its status words, no Client column.
  const asana = (project: string) =>
    toCsv(
      ['Task ID', 'Name', 'Section/Column', 'Status', 'Projects', 'Due Date', 'Notes'],
      [
        ['1', 'Kick-off', 'Backlog', 'Not started', project, '2026-12-01', ''],
        ['2', 'Wireframes', 'Doing', 'DOING', project, '', ''],
        ['3', 'Copy', 'Doing', 'to do', project, '', ''],
        ['4', 'Launch', 'Done', 'Completed', project, '', 'Shipped'],
        ['5', 'Retro', 'Done', 'closed', project, '', ''],
      ],
    );

  it('maps the usual status words to ours, whatever their case', async () => {
    const res = await post('manager', 'tasks/preview', {
      csv: asana(ownProject.name),
      mapping: { title: 'Name', status: 'Status', project: 'Projects', dueDate: 'Due Date', description: 'Notes' },
    });
    expect(res.status).toBe(200);
    expect(res.json.counts).toEqual({ valid: 5, invalid: 0, skipped: 0 });
    const created = await post('manager', 'tasks', { csv: asana(ownProject.name), mapping: res.json.mapping });
    expect(created.status).toBe(201);
    const stored = await rows<{ title: string; status: string }>(
      sql`select title, status from tasks where project_id = ${ownProject.id} and title in ('Kick-off', 'Wireframes', 'Copy', 'Launch', 'Retro') order by title`,
    );
    expect(Object.fromEntries(stored.map((r) => [r.title, r.status]))).toEqual({
      Copy: 'pending',
      'Kick-off': 'pending',
      Launch: 'completed',
      Retro: 'completed',
      Wireframes: 'in_progress',
    });
  });

  it('names the column of an error the mapping leaves out, in the preview and in the rejected rows', async () => {
    // Without a project, the task has no client: the error is on the Client field, which no column fills.
    const body = { csv: asana('') };
    const res = await post('manager', 'tasks/preview', body);
    expect(res.json.mapping.client).toBeNull();
    expect(res.json.counts.invalid).toBe(5);
    expect(res.json.rows[0].errors).toEqual({ client: 'A client must be selected' });
    const rejected = await rejectedFile('manager', 'tasks', body);
    expect(rejected.headers).toEqual(['Task ID', 'Name', 'Section/Column', 'Status', 'Projects', 'Due Date', 'Notes', 'Errors']);
    expect(rejected.rows).toHaveLength(5);
    expect(rejected.rows[0]!.cells).toMatchObject({
      Name: 'Kick-off',
      Status: 'Not started',
      Errors: 'Client (no column chosen): A client must be selected',
    });
  });
});

describe('clients with scheme-less websites, and a partial import', () => {
  const header = ['Company', 'Contact person', 'Email', 'Website'];
  const file = toCsv(header, [
    ['Www Partial Co', 'Ann', 'ann@partial.example', 'www.partial.example'],
    ['Path Partial Co', 'Bo', 'bo@partial.example', 'partial.example/about'],
    ['Bad Mail Partial Co', 'Cy', 'not-an-email', 'https://partial.example'],
    ['Bad Site Partial Co', 'Di', 'di@partial.example', 'not a site'],
    ['=Formula Partial Co', 'Ed', 'ed@partial.example', 'http://plain.example'],
  ]);
  const partial = () => count(sql`select count(*) as n from clients where name like '%Partial Co'`);

  it('previews a website without a scheme as valid; the others keep their own messages', async () => {
    const res = await post('admin', 'clients/preview', { csv: file });
    expect(res.json.counts).toEqual({ valid: 3, invalid: 2, skipped: 0 });
    expect(res.json.rows[2].errors).toEqual({ email: 'Enter a valid email address' });
    expect(res.json.rows[3].errors).toEqual({ website: 'Enter a valid URL (starting with http:// or https://)' });
  });

  it("hands back the rejected rows as CSV with an Errors column naming the file's column", async () => {
    const rejected = await rejectedFile('admin', 'clients', { csv: file });
    expect(rejected.headers).toEqual([...header, 'Errors']);
    expect(rejected.rows.map((r) => r.cells)).toEqual([
      {
        Company: 'Bad Mail Partial Co',
        'Contact person': 'Cy',
        Email: 'not-an-email',
        Website: 'https://partial.example',
        Errors: 'Email: Enter a valid email address',
      },
      {
        Company: 'Bad Site Partial Co',
        'Contact person': 'Di',
        Email: 'di@partial.example',
        Website: 'not a site',
        Errors: 'Website: Enter a valid URL (starting with http:// or https://)',
      },
    ]);
    expect(await partial()).toBe(0);
  });

  it('refuses the whole file by default, and with skipInvalid imports the valid rows only', async () => {
    const refused = await post('admin', 'clients', { csv: file });
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe('2 rows have errors; nothing was imported.');
    expect(await partial()).toBe(0);

    const res = await post('admin', 'clients', { csv: file, skipInvalid: true });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ created: 3, skipped: 0, rejected: 2 });
    const stored = await rows<{ name: string; website: string }>(
      sql`select name, website from clients where name like '%Partial Co' order by name`,
    );
    expect(stored).toEqual([
      { name: '=Formula Partial Co', website: 'http://plain.example' },
      { name: 'Path Partial Co', website: 'https://partial.example/about' },
      { name: 'Www Partial Co', website: 'https://www.partial.example' },
    ]);
    expect(
      await count(sql`select count(*) as n from activity_log a join clients c on c.id = a.entity_id
      where a.action = 'client.created' and c.name like '%Partial Co'`),
    ).toBe(3);
  });

  it('still refuses a file none of whose rows can be imported, and a skipInvalid that is no boolean', async () => {
    const none = toCsv(header, [['Nothing Partial Co', 'Fay', 'nope', '']]);
    const res = await post('admin', 'clients', { csv: none, skipInvalid: true });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({ 'rows.2.email': 'Enter a valid email address' });
    const bad = await post('admin', 'clients', { csv: none, skipInvalid: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toEqual({ skipInvalid: 'skipInvalid is true or false' });
    expect(await one<{ n: number }>(sql`select count(*)::int as n from clients where name = 'Nothing Partial Co'`)).toEqual({ n: 0 });
  });
});
