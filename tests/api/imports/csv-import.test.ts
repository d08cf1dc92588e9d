/**
 * CSV import (docs/decisions/0062-csv-import.md): the preview marks every bad row per field with the create routes'
 * own messages and writes nothing; the import is all or nothing, also when the database refuses a row mid-write;
 * names resolve within the caller's scope; an export maps back exactly.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toCsv } from '@server/csv';
import { cookies, count, one, ownProject, setUpRequests, t, userIds } from '../requests/client-requests-helpers';
import type { DemoRole } from '../support/harness';

setUpRequests();

const post = (role: DemoRole, path: string, body: unknown) => t.request(`/api/imports/${path}`, { cookie: cookies[role], body });
const clientCount = () => count(sql`select count(*) as n from clients`);
const taskCount = () => count(sql`select count(*) as n from tasks`);

const CLIENT_HEADER = ['Company', 'Contact person', 'Email', 'Phone', 'Website', 'Industry', 'Status'];

describe('importing clients', () => {
  const file = toCsv(CLIENT_HEADER, [
    ['Café Señor Ærø', 'Zoë Ørsted', 'zoe@pinon.example', '+1 555 0100', 'https://pinon.example', 'education', 'Active'],
    ['Broken Row Ltd', '', 'not-an-email', '', 'ftp://nope', 'Space', 'overdue'],
    ['Third Co', 'Ann Third', 'ann@third.example', '', '', '', ''],
  ]);

  it("previews every row with per-field errors, in the create route's words, and writes nothing", async () => {
    const before = await clientCount();
    const res = await post('admin', 'clients/preview', { csv: file });
    expect(res.status).toBe(200);
    expect(res.json.counts).toEqual({ valid: 2, invalid: 1, skipped: 0 });
    expect(res.json.mapping).toMatchObject({ name: 'Company', contactPerson: 'Contact person', email: 'Email' });
    const [good, bad, third] = res.json.rows;
    expect(good).toMatchObject({ row: 2, errors: {}, skip: null, values: { name: 'Café Señor Ærø', phone: '+1 555 0100' } });
    expect(third.errors).toEqual({});
    expect(bad.row).toBe(3);
    // The same input through POST /api/clients answers the same messages.
    const direct = await t.request('/api/clients', {
      cookie: cookies.admin,
      body: {
        name: 'Broken Row Ltd',
        contactPerson: '',
        email: 'not-an-email',
        website: 'ftp://nope',
        industry: 'Space',
        status: 'overdue',
      },
    });
    expect(direct.status).toBe(400);
    expect(bad.errors).toEqual(direct.json.error.fields);
    expect(Object.keys(bad.errors).sort()).toEqual(['contactPerson', 'email', 'industry', 'status', 'website']);
    expect(await clientCount()).toBe(before);
  });

  it('refuses the whole file when one row is bad, naming each error by row and field', async () => {
    const before = await clientCount();
    const res = await post('admin', 'clients', { csv: file });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('1 row has errors; nothing was imported.');
    expect(res.json.error.fields).toMatchObject({
      'rows.3.email': 'Enter a valid email address',
      'rows.3.contactPerson': 'Contact person is required',
    });
    expect(await clientCount()).toBe(before);
  });

  it('imports a fixed file in one go, with a semicolon separator and a byte-order mark', async () => {
    const fixed =
      '\uFEFF' +
      toCsv(CLIENT_HEADER, [
        ['Café Señor Ærø', 'Zoë Ørsted', 'Zoe@Pinon.example', '+1 555 0100', 'https://pinon.example', 'education', 'Active'],
        ['Fixed Row Ltd', 'Bo Fixed', 'bo@fixed.example', '', '', '', ''],
      ]).replace(/,/g, ';');
    const before = await clientCount();
    const res = await post('manager', 'clients', { csv: fixed });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ created: 2, skipped: 0, rejected: 0 });
    expect(await clientCount()).toBe(before + 2);
    const pinon = await one<Record<string, string>>(sql`select * from clients where name = 'Café Señor Ærø'`);
    expect(pinon).toMatchObject({
      contact_person: 'Zoë Ørsted',
      email: 'zoe@pinon.example',
      phone: '+1 555 0100',
      industry: 'Education',
      status: 'active',
    });
    const fixedRow = await one<Record<string, string>>(sql`select * from clients where name = 'Fixed Row Ltd'`);
    expect(fixedRow.status).toBe('prospect');
    expect(await count(sql`select count(*) as n from activity_log where action = 'client.created' and entity_id = ${pinon.id}`)).toBe(1);
  });

  it('leaves out a client that exists and refuses a name twice in the file', async () => {
    const again = toCsv(CLIENT_HEADER, [
      ['café señor ærø', 'Zoë Ørsted', 'zoe@pinon.example', '', '', '', ''],
      ['Twice Ltd', 'A', 'a@twice.example', '', '', '', ''],
      ['TWICE LTD', 'B', 'b@twice.example', '', '', '', ''],
    ]);
    const res = await post('admin', 'clients/preview', { csv: again });
    expect(res.json.rows[0].skip).toMatch(/exists already/);
    expect(res.json.rows[0].errors).toEqual({});
    expect(res.json.rows[2].errors).toEqual({ name: '"TWICE LTD" is also on row 3 of this file' });
    expect(res.json.counts).toEqual({ valid: 1, invalid: 1, skipped: 1 });
  });

  it('writes nothing when the database refuses a row in the middle of the write', async () => {
    // A refusal only the database knows of (as a constraint added after the preview would be): the 2,600th row, in the second batch.
    // One statement per call: the embedded database prepares each and takes no second command.
    await t.database.db.execute(
      sql.raw(`
      create or replace function refuse_import_boom() returns trigger language plpgsql as $$
      begin if new.name = 'Boom 2600' then raise exception 'refused'; end if; return new; end $$`),
    );
    await t.database.db.execute(
      sql.raw('create trigger refuse_import_boom before insert on clients for each row execute function refuse_import_boom()'),
    );
    try {
      const many = toCsv(
        ['Company', 'Contact person', 'Email'],
        Array.from({ length: 3000 }, (_, i) => [`Boom ${i + 1}`, 'X', `x${i}@boom.example`]),
      );
      const before = await clientCount();
      const res = await post('admin', 'clients', { csv: many });
      expect(res.status).toBe(500);
      expect(await clientCount()).toBe(before);
      expect(await count(sql`select count(*) as n from clients where name like 'Boom %'`)).toBe(0);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_import_boom on clients'));
      await t.database.db.execute(sql.raw('drop function refuse_import_boom()'));
    }
  });

  it("takes a file above the API's 1 MB body limit", async () => {
    const big = toCsv(
      ['Company', 'Contact person', 'Email', 'Notes'],
      Array.from({ length: 300 }, (_, i) => [`Big ${i}`, 'B', `b${i}@big.example`, 'n'.repeat(4000)]),
    );
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const res = await post('admin', 'clients/preview', { csv: big });
    expect(res.status).toBe(200);
    expect(res.json.counts.valid).toBe(300);
  });

  it('uses the mapping sent, and refuses one naming a column the file lacks', async () => {
    const csv = toCsv(['Organisation name', 'Who', 'Mail'], [['Mapped Co', 'Mo', 'mo@mapped.example']]);
    const mapped = await post('admin', 'clients/preview', {
      csv,
      mapping: { name: 'Organisation name', contactPerson: 'Who', email: 'Mail' },
    });
    expect(mapped.json.rows[0].errors).toEqual({});
    const wrong = await post('admin', 'clients/preview', { csv, mapping: { name: 'Nope' } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields).toEqual({ 'mapping.name': 'The file has no column "Nope"' });
    const empty = await post('admin', 'clients/preview', { csv: 'Company,Email\r\n' });
    expect(empty.json.error.fields).toEqual({ csv: 'The file has a header row but no rows' });
  });

  it('sends one client.created webhook event per imported client', async () => {
    const endpoint = await one<{ id: string }>(sql`insert into webhook_endpoints (url, events, secret)
      values ('http://127.0.0.1:9/hook', array['client.created'], 'whsec_test') returning id`);
    try {
      const csv = toCsv(
        ['Company', 'Contact person', 'Email'],
        [
          ['Hooked One', 'H', 'h1@hooked.example'],
          ['Hooked Two', 'H', 'h2@hooked.example'],
        ],
      );
      expect((await post('admin', 'clients', { csv })).status).toBe(201);
      expect(
        await count(sql`select count(*) as n from webhook_events where type = 'client.created' and data->>'name' like 'Hooked %'`),
      ).toBe(2);
    } finally {
      await t.database.db.execute(sql`delete from webhook_endpoints where id = ${endpoint.id}`);
    }
  });

  it('is refused to those who may not create clients', async () => {
    const csv = toCsv(CLIENT_HEADER, [['Nope Co', 'N', 'n@nope.example', '', '', '', '']]);
    for (const role of ['developer', 'support', 'client_primary', 'client_additional'] as const) {
      expect((await post(role, 'clients/preview', { csv })).status, role).toBe(403);
      expect((await post(role, 'clients', { csv })).status, role).toBe(403);
    }
    expect((await t.request('/api/imports/clients', { body: { csv } })).status).toBe(401);
  });
});

describe('importing tasks', () => {
  const HEADER = ['Title', 'Client', 'Project', 'Milestone', 'Assigned to', 'Type', 'Status', 'Priority', 'Due date'];
  const person = async (role: DemoRole) =>
    one<{ name: string; email: string }>(sql`select first_name || ' ' || last_name as name, email from users where id = ${userIds[role]}`);

  it('finds the project by name and marks unknown names, bad values and refused assignees per field', async () => {
    const dev = await person('developer');
    const csv = toCsv(HEADER, [
      ['Imported one', '', ownProject.name, '', dev.name, 'Bug fix', 'In progress', 'High', '2026-12-31'],
      ['Imported two', '', 'No Such Project', '', 'Nobody Here', '', 'overdue', 'urgent', '2026-02-31'],
      ['', '', '', 'M1', '', '', '', '', ''],
    ]);
    const before = await taskCount();
    const res = await post('manager', 'tasks/preview', { csv });
    expect(res.status).toBe(200);
    const [good, bad, empty] = res.json.rows;
    expect(good.errors).toEqual({});
    expect(bad.errors).toEqual({
      project: 'No project named "No Such Project" that you may add tasks to',
      assignee: 'No active team member named "Nobody Here"',
      status: 'Overdue is not a status: a task is overdue when its due date has passed',
      priority: 'Unknown priority',
      dueDate: 'Not a real date',
      client: 'A client must be selected',
    });
    expect(empty.errors).toMatchObject({ title: 'Task title is required', milestone: 'Select a project first' });
    expect(await taskCount()).toBe(before);
  });

  it('imports by project name, by e-mail of the assignee, and puts assignees on the team', async () => {
    const designer = await person('designer');
    const project = await one<{ id: string; name: string; client_id: string }>(sql`select p.id, p.name, p.client_id from projects p
      where not exists (select 1 from project_assignments a where a.project_id = p.id and a.profile_id = ${userIds.designer})
        and p.project_manager_id is distinct from ${userIds.designer}
        and (select count(*) from projects q where lower(q.name) = lower(p.name)) = 1 order by p.id limit 1`);
    const csv = toCsv(
      HEADER,
      Array.from({ length: 1200 }, (_, i) => [`Bulk ${i}`, '', project.name, '', designer.email, '', '', '', '']),
    );
    const before = await taskCount();
    const res = await post('manager', 'tasks', { csv });
    expect(res.status).toBe(201);
    expect(res.json.created).toBe(1200);
    expect(await taskCount()).toBe(before + 1200);
    expect(
      await count(sql`select count(*) as n from tasks where title like 'Bulk %' and project_id = ${project.id}
      and client_id = ${project.client_id} and assigned_to_id = ${userIds.designer} and created_by_id = ${userIds.manager}`),
    ).toBe(1200);
    expect(
      await count(sql`select count(*) as n from project_assignments where project_id = ${project.id} and profile_id = ${userIds.designer}`),
    ).toBe(1);
  });

  it('holds developers to the tasks policy: their own projects, their own tasks', async () => {
    const manager = await person('manager');
    const foreign = await one<{
      name: string;
    }>(sql`select p.name from projects p where p.project_manager_id is distinct from ${userIds.developer}
      and not exists (select 1 from project_assignments a where a.project_id = p.id and a.profile_id = ${userIds.developer})
      and not exists (select 1 from projects q where lower(q.name) = lower(p.name) and q.id <> p.id) order by p.id limit 1`);
    const mine = await one<{ name: string }>(sql`select p.name from projects p where exists (select 1 from project_assignments a
      where a.project_id = p.id and a.profile_id = ${userIds.developer}) order by p.id limit 1`);
    const csv = toCsv(HEADER, [
      ['Mine', '', mine.name, '', '', '', '', '', ''],
      ['Theirs', '', foreign.name, '', '', '', '', '', ''],
      ['For someone else', '', mine.name, '', manager.name, '', '', '', ''],
    ]);
    const res = await post('developer', 'tasks/preview', { csv });
    expect(res.status).toBe(200);
    expect(res.json.rows[0].errors).toEqual({});
    expect(res.json.rows[1].errors.project).toBe(`No project named "${foreign.name}" that you may add tasks to`);
    expect(res.json.rows[2].errors.assignee).toBe('You can only create tasks assigned to yourself.');
    for (const role of ['support', 'client_primary', 'client_additional'] as const) {
      expect((await post(role, 'tasks/preview', { csv })).status, role).toBe(403);
    }
  });
});

describe('an export imports back unchanged', () => {
  it('clients: a byte-order mark, the same columns, the same values', async () => {
    const res = await t.app.request('http://localhost:3000/api/clients/export.csv?q=Se%C3%B1or', { headers: { cookie: cookies.admin } });
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const preview = await post('admin', 'clients/preview', { csv });
    expect(preview.json.counts).toMatchObject({ invalid: 0, skipped: 1 });
    expect(preview.json.rows[0].values).toMatchObject({
      name: 'Café Señor Ærø',
      contactPerson: 'Zoë Ørsted',
      phone: '+1 555 0100',
      industry: 'Education',
      status: 'active',
    });
  });

  it('tasks: every exported row previews without an error', async () => {
    const res = await t.app.request('http://localhost:3000/api/tasks/export.csv?q=Bulk%2011', { headers: { cookie: cookies.manager } });
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const preview = await post('manager', 'tasks/preview', { csv });
    expect(preview.status).toBe(200);
    expect(preview.json.counts.invalid).toBe(0);
    expect(preview.json.rows.length).toBeGreaterThan(0);
  });
});
