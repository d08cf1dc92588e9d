/** Shared files: upload, lists, download and delete, with the size limit, the content check and who sees what. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, type DemoRole, type TestApp } from '../support/harness';
import { DISGUISED, HONEST } from '../../disguised-files';
import { download, EXE, HTML, one, PDF, PNG, storedKeys, SVG, TEXT, upload } from './files-helpers';

let t: TestApp;
const cookies = {} as Record<DemoRole, string>;
/** A project of client_primary's company with a task and a milestone, and a task of another company. */
let own: { projectId: string; taskId: string; milestoneId: string };
let otherTaskId: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['manager', 'developer', 'client_primary', 'client_additional'] as const)
    cookies[role] = await t.as(DEMO_ACCOUNTS[role]);
  own = await one(
    t,
    sql`select p.id as "projectId", t.id as "taskId", m.id as "milestoneId" from projects p
        join tasks t on t.project_id = p.id join milestones m on m.project_id = p.id
        where p.client_id = (select client_id from users where email = ${DEMO_ACCOUNTS.client_primary}) limit 1`,
  );
  otherTaskId = (
    await one<{ id: string }>(
      t,
      sql`select id from tasks where project_id is not null and client_id <> (select client_id from users where email = ${DEMO_ACCOUNTS.client_primary}) limit 1`,
    )
  ).id;
});
afterAll(() => t.close());

const task = () => ({ type: 'task', id: own.taskId });
const objectsIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];
const filesDir = () => path.join(t.dataDir, 'files');

describe('uploading', () => {
  it('stores a file on a task, typed by its content, and lists it on the task and the project', async () => {
    const res = await upload(t, cookies.manager, task(), PDF, 'brief.pdf', 'application/x-whatever');
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toMatchObject({
      name: 'brief.pdf',
      size: PDF.length,
      contentType: 'application/pdf',
      entityType: 'task',
      entityId: own.taskId,
      can: { delete: true },
    });
    expect(res.json.attachedTo.link).toBe(`/tasks/${own.taskId}`);
    const list = await t.request(`/api/files?entityType=task&entityId=${own.taskId}`, { cookie: cookies.client_primary });
    expect(list.status).toBe(200);
    expect(list.json.items.map((f: { id: string }) => f.id)).toContain(res.json.id);
    expect(list.json.canAttach).toBe(true);
    const project = await t.request(`/api/projects/${own.projectId}/files`, { cookie: cookies.client_primary });
    expect(project.json.items[0]).toMatchObject({
      id: res.json.id,
      uploadedBy: { firstName: expect.any(String) },
      attachedTo: { label: expect.stringMatching(/^Task: /) },
    });
    expect(project.json.items[0]).not.toHaveProperty('staffOnly');
    const activity = await one<{ n: number }>(
      t,
      sql`select count(*)::int as n from activity_log where action = 'file.uploaded' and entity_id = ${res.json.id}`,
    );
    expect(activity.n).toBe(1);
  });

  it('downloads the same bytes as an attachment that a browser will not sniff', async () => {
    const res = await upload(t, cookies.client_primary, task(), TEXT, 'notes "draft" café.txt', 'text/html');
    expect(res.status).toBe(201);
    expect(res.json.contentType).toBe('text/plain');
    const got = await download(t, cookies.client_additional, res.json.id);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(TEXT)).toBe(true);
    expect(got.headers.get('content-disposition')).toBe(
      `attachment; filename="notes draft caf_.txt"; filename*=UTF-8''notes%20draft%20caf%C3%A9.txt`,
    );
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-type')).toBe('text/plain');
  });

  it('refuses programs, web pages and SVG by their content, whatever their name, and keeps nothing', async () => {
    const before = objectsIn(filesDir()).length;
    for (const [bytes, name] of [
      [HTML, 'page.txt'],
      [SVG, 'logo.png'],
      [EXE, 'report.pdf'],
    ] as const) {
      const res = await upload(t, cookies.manager, task(), bytes, name);
      expect(res.status, name).toBe(415);
      expect(res.json.error.message).toMatch(/cannot be shared/);
    }
    expect(objectsIn(filesDir()).length).toBe(before);
    expect((await storedKeys(t)).removals).toEqual([]);
  });

  it('refuses every disguised file of the corpus, naming the kinds it takes, and keeps nothing', async () => {
    const before = objectsIn(filesDir()).length;
    const keys = await storedKeys(t);
    for (const file of DISGUISED) {
      // The declared type is the one a disguise would claim; the server never reads it.
      const res = await upload(t, cookies.client_primary, task(), file.bytes, file.name, 'application/pdf');
      expect(res.status, file.what).toBe(415);
      expect(res.json.error.message, file.what).toBe(
        'This kind of file cannot be shared. Share images (PNG, JPEG, GIF, WebP), PDF, Word, Excel, PowerPoint and OpenDocument files, plain text (.txt, .log, .md), CSV and JSON, ZIP or gzip archives, MP4/MOV video and MP3 audio, named with their usual extension.',
      );
      expect(res.json.error.fields.file, file.what).toMatch(/^Only images .* programs, scripts, web pages and SVG images cannot\.$/);
    }
    expect(objectsIn(filesDir()).length).toBe(before);
    expect(await storedKeys(t)).toEqual(keys);
  });

  it('takes every honest file of the corpus as what its content is, and serves it back as an unsniffed attachment', async () => {
    for (const file of HONEST) {
      const res = await upload(t, cookies.client_primary, task(), file.bytes, file.name, 'text/html');
      expect(res.status, file.what).toBe(201);
      expect(res.json.contentType, file.what).toBe(file.type);
      const got = await download(t, cookies.manager, res.json.id);
      expect(got.headers.get('content-type'), file.what).toBe(file.type);
      expect(got.headers.get('content-disposition'), file.what).toMatch(/^attachment; /);
      expect(got.headers.get('x-content-type-options'), file.what).toBe('nosniff');
      expect(got.bytes.equals(file.bytes), file.what).toBe(true);
      expect((await t.request(`/api/files/${res.json.id}`, { method: 'DELETE', cookie: cookies.manager })).status).toBe(204);
    }
  });

  it('strips bidirectional and control characters from names, so a name reads as what it is', async () => {
    const res = await upload(t, cookies.client_primary, task(), PDF, 'brief\u202egnp.\u2066\u200fpdf', 'application/pdf');
    expect(res.status).toBe(201);
    expect(res.json.name).toBe('briefgnp.pdf');
    const got = await download(t, cookies.client_primary, res.json.id);
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="briefgnp.pdf"; filename*=UTF-8''briefgnp.pdf`);
  });

  it('cleans a name stored before names were cleaned when it is downloaded', async () => {
    const res = await upload(t, cookies.client_primary, task(), PDF, 'old.pdf', 'application/pdf');
    await t.database.db.execute(sql`update files set name = ${'report\u202efdp.bat'} where id = ${res.json.id}`);
    const got = await download(t, cookies.client_primary, res.json.id);
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="reportfdp.bat"; filename*=UTF-8''reportfdp.bat`);
  });

  it('answers 413 past 25 MB, stops there and keeps nothing', async () => {
    const before = await storedKeys(t);
    const objectsBefore = objectsIn(filesDir()).length;
    const big = Buffer.alloc(25 * 1024 * 1024 + 1, 0x41);
    PNG.copy(big);
    const res = await upload(t, cookies.manager, task(), big, 'huge.png');
    expect(res.status).toBe(413);
    expect(res.json.error.message).toBe('The file is larger than 25 MB. Share a smaller file, or a link to it.');
    expect(await storedKeys(t)).toEqual(before);
    expect(objectsIn(filesDir()).filter((n) => n.endsWith('.part'))).toEqual([]);
    expect(objectsIn(filesDir()).length).toBe(objectsBefore);
  });

  it('takes exactly 25 MB', async () => {
    const max = Buffer.alloc(25 * 1024 * 1024, 0x41);
    PNG.copy(max);
    const res = await upload(t, cookies.manager, task(), max, 'max.png');
    expect(res.status).toBe(201);
    expect(res.json.size).toBe(max.length);
    expect((await t.request(`/api/files/${res.json.id}`, { method: 'DELETE', cookie: cookies.manager })).status).toBe(204);
  });

  it('names a missing file, a bad record and a record type per field', async () => {
    const empty = await t.app.request(`http://localhost:3000/api/files?entityType=task&entityId=${own.taskId}`, {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', cookie: cookies.manager },
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
    const badType = await upload(t, cookies.manager, { type: 'invoice', id: own.taskId }, PNG);
    expect(badType.status).toBe(400);
    expect(badType.json.error.fields.entityType).toMatch(/entityType must be one of/);
    const missing = await upload(t, cookies.manager, { type: 'task', id: '00000000-0000-4000-8000-000000000000' }, PNG);
    expect(missing.status).toBe(404);
  });
});

describe('who sees what', () => {
  it("keeps another company's files from a client user: 404 to list, upload and download", async () => {
    const theirs = await upload(t, cookies.manager, { type: 'task', id: otherTaskId }, PNG, 'theirs.png');
    expect(theirs.status).toBe(201);
    expect((await download(t, cookies.client_primary, theirs.json.id)).status).toBe(404);
    expect((await t.request(`/api/files?entityType=task&entityId=${otherTaskId}`, { cookie: cookies.client_primary })).status).toBe(404);
    expect((await upload(t, cookies.client_primary, { type: 'task', id: otherTaskId }, PNG)).status).toBe(404);
    expect((await t.request(`/api/files/${theirs.json.id}`, { method: 'DELETE', cookie: cookies.client_primary })).status).toBe(404);
  });

  it('never shows a staff-only file to client users, in any list or download; staff see it', async () => {
    const key = 'staffonly-test-object-1';
    await t.deps.files.put(key, (await import('node:stream')).Readable.from([PNG]));
    const { id } = await one<{ id: string }>(
      t,
      sql`insert into files (entity_type, entity_id, project_id, client_id, staff_only, name, size, content_type, storage_key)
          select 'task', t.id, t.project_id, t.client_id, true, 'internal.png', ${PNG.length}, 'image/png', ${key} from tasks t where t.id = ${own.taskId}
          returning id`,
    );
    for (const role of ['client_primary', 'client_additional'] as const) {
      const onTask = await t.request(`/api/files?entityType=task&entityId=${own.taskId}`, { cookie: cookies[role] });
      expect(onTask.json.items.map((f: { id: string }) => f.id)).not.toContain(id);
      const onProject = await t.request(`/api/projects/${own.projectId}/files?pageSize=200`, { cookie: cookies[role] });
      expect(onProject.json.items.map((f: { id: string }) => f.id)).not.toContain(id);
      expect((await download(t, cookies[role], id)).status).toBe(404);
    }
    const staff = await t.request(`/api/projects/${own.projectId}/files?pageSize=200`, { cookie: cookies.manager });
    expect(staff.json.items.find((f: { id: string }) => f.id === id)).toMatchObject({ staffOnly: true });
    expect((await download(t, cookies.manager, id)).status).toBe(200);
  });

  it('lets only managers add files to a milestone; its files show on the project', async () => {
    const milestone = { type: 'milestone', id: own.milestoneId };
    expect((await upload(t, cookies.client_primary, milestone, PNG)).status).toBe(403);
    const res = await upload(t, cookies.manager, milestone, PNG, 'mockup.png');
    expect(res.status).toBe(201);
    expect(res.json.attachedTo.label).toMatch(/^Milestone: /);
    const list = await t.request(`/api/files?entityType=milestone&entityId=${own.milestoneId}`, { cookie: cookies.client_primary });
    expect(list.json).toMatchObject({ canAttach: false, items: [expect.objectContaining({ id: res.json.id })] });
  });
});

describe('removing', () => {
  it('lets the uploader or a manager remove a file, and removes the stored object', async () => {
    const mine = await upload(t, cookies.client_primary, task(), PNG, 'mine.png');
    expect(mine.status).toBe(201);
    const key = (await one<{ storage_key: string }>(t, sql`select storage_key from files where id = ${mine.json.id}`)).storage_key;
    expect(objectsIn(filesDir())).toContain(key);
    expect((await t.request(`/api/files/${mine.json.id}`, { method: 'DELETE', cookie: cookies.client_additional })).status).toBe(403);
    expect((await t.request(`/api/files/${mine.json.id}`, { method: 'DELETE', cookie: cookies.client_primary })).status).toBe(204);
    // The request waited for its jobs: the removal job ran.
    expect(objectsIn(filesDir())).not.toContain(key);
    expect((await storedKeys(t)).removals).not.toContain(key);
    expect((await download(t, cookies.client_primary, mine.json.id)).status).toBe(404);
  });

  it("deleting a task deletes its files' rows and, by the removal job, their objects", async () => {
    const { id: taskId } = await one<{ id: string }>(
      t,
      sql`insert into tasks (title, client_id, project_id) select 'Throwaway', client_id, id from projects where id = ${own.projectId} returning id`,
    );
    const res = await upload(t, cookies.manager, { type: 'task', id: taskId }, PDF, 'gone.pdf');
    const key = (await one<{ storage_key: string }>(t, sql`select storage_key from files where id = ${res.json.id}`)).storage_key;
    expect((await t.request(`/api/tasks/${taskId}`, { method: 'DELETE', cookie: cookies.manager })).status).toBe(204);
    expect((await storedKeys(t)).rows).not.toContain(key);
    expect((await storedKeys(t)).removals).toContain(key);
    // The sweep enqueues the job each minute; here the test enqueues it.
    await t.deps.jobs.enqueue(t.database.db, 'files.remove', {});
    await t.jobsSettled();
    expect(objectsIn(filesDir())).not.toContain(key);
    expect((await storedKeys(t)).removals).not.toContain(key);
  });
});
