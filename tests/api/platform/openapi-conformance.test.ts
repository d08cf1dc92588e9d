/**
 * The document tells the truth about real replies (docs/decisions/0072-the-api-contract-checked.md): every GET the
 * document names is called with the demo data as each of the eight roles (ids taken from what that role's own lists
 * answer), and anonymously; a few refusals are provoked on purpose. Every reply's status, media type and JSON body are
 * held to the document by ajv (openapi-conformance.ts), undocumented fields included.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { unsubscribeToken } from '@server/notifications/unsubscribe';
import { APP_URL, createTestApp, DEMO_ACCOUNTS, type DemoRole, type TestApp } from '../support/harness';
import { replyChecker, type Reply } from './openapi-conformance';

type Json = Record<string, any>;

let t: TestApp;
let document: Json;
let problemsOf: ReturnType<typeof replyChecker>;
/** Replies to the writes that give the demo what it lacks (a webhook endpoint, a profile picture), checked too. */
const setupReplies: Reply[] = [];
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.request('/api/openapi.json')).json;
  problemsOf = replyChecker(document);
  const admin = await t.as(DEMO_ACCOUNTS.admin);
  const endpoint = await t.request('/api/webhook-endpoints', {
    cookie: admin,
    body: { url: 'https://receiver.example/hook', description: 'Conformance', events: ['task.created'] },
  });
  setupReplies.push({
    method: 'post',
    path: '/webhook-endpoints',
    status: endpoint.status,
    contentType: endpoint.headers.get('content-type'),
    body: endpoint.json,
  });
  const form = new FormData();
  form.append('file', new File([new Uint8Array(PNG)], 'photo.png', { type: 'image/png' }));
  const cookie = await t.as(DEMO_ACCOUNTS.designer);
  const picture = await t.app.request(`${APP_URL}/api/profile/avatar`, { method: 'PUT', headers: { origin: APP_URL, cookie }, body: form });
  const text = await picture.text();
  setupReplies.push({
    method: 'put',
    path: '/profile/avatar',
    status: picture.status,
    contentType: picture.headers.get('content-type'),
    body: text ? JSON.parse(text) : null,
  });
});
afterAll(async () => t.close());

/** Streams never end by themselves (the harness lets their body go; live-events tests cover them). */
const SKIPPED = new Set(['/events']);

/** Where a path parameter's ids come from: the collection before it -> a GET whose answer lists them. */
const SOURCES: Record<string, string> = {
  clients: '/clients',
  projects: '/projects',
  users: '/users',
  avatars: '/users',
  tasks: '/tasks',
  expenses: '/expenses',
  milestones: '/projects/{id}/milestones',
  requests: '/requests',
  communications: '/communications',
  invoices: '/clients/{id}/billing',
  quotes: '/quotes',
  'credit-notes': '/clients/{id}/credit-notes',
  'recurring-schedules': '/recurring-schedules',
  'webhook-endpoints': '/webhook-endpoints',
  files: '/projects/{id}/files',
};

/** The rows of a list answer: the answer itself, its items, or its first array of records. */
function rowsOf(body: unknown): Json[] {
  if (Array.isArray(body)) return body as Json[];
  if (typeof body !== 'object' || body === null) return [];
  const object = body as Json;
  if (Array.isArray(object.items)) return object.items;
  // A page inside a larger answer (a client's billing: `invoices: { items, total, page, pageSize }`).
  const page = Object.values(object).find((value) => Array.isArray((value as Json | null)?.items));
  if (page) return (page as Json).items;
  const array = Object.values(object).find((value) => Array.isArray(value) && value.some((row) => typeof row?.id === 'string'));
  return (array as Json[] | undefined) ?? [];
}

/** Calls GETs as one caller, filling path parameters from that caller's own lists, and records every reply. */
function caller(cookie: string | undefined, replies: Reply[]) {
  const ids = new Map<string, Promise<string[]>>();

  async function call(template: string, path: string, headers?: Record<string, string>) {
    const res = await t.request(`/api${path}`, { cookie, headers });
    replies.push({
      method: 'get',
      path: template,
      status: res.status,
      contentType: res.headers.get('content-type'),
      body: res.json ?? res.text,
    });
    return res;
  }

  /** The ids a caller's list of this collection answers (the first parents' lists that have any, for nested ones). */
  function idsOf(collection: string): Promise<string[]> {
    let known = ids.get(collection);
    if (!known) {
      known = (async () => {
        const source = SOURCES[collection];
        if (!source) return [];
        const paged = document.paths[source].get.parameters?.some((p: Json) => p.name === 'pageSize');
        for (const path of await fillAll(source)) {
          const res = await call(source, paged ? `${path}?pageSize=200` : path);
          // A picture's route needs a user who has one.
          const rows = rowsOf(res.json).filter((row) => collection !== 'avatars' || row.avatarUrl);
          if (rows.length > 0) return rows.map((row) => row.id as string);
        }
        return [];
      })();
      ids.set(collection, known);
    }
    return known;
  }

  /** The template with its one parameter filled by each id of its collection (the first 200). */
  async function fillAll(template: string): Promise<string[]> {
    const match = /([^/]+)\/\{(\w+)\}/.exec(template);
    if (!match) return [template];
    const candidates = (await idsOf(match[1]!)).slice(0, 200);
    return candidates.map((id) => template.replace(`{${match[2]}}`, encodeURIComponent(id)));
  }

  async function fill(template: string): Promise<string | null> {
    // An e-mail's unsubscribe link carries a signed token, not an id of a list: one as a notification e-mail has it.
    if (template === '/unsubscribe/{token}') {
      const [admin] = await queryRows<{ id: string }>(t.database.db, sql`select id from users where email = ${DEMO_ACCOUNTS.admin}`);
      return `/unsubscribe/${unsubscribeToken(t.deps.env.AUTH_SECRET, admin!.id, 'task_assigned')}`;
    }
    let path = template;
    for (const match of template.matchAll(/([^/]+)\/\{(\w+)\}/g)) {
      const [id] = await idsOf(match[1]!);
      if (!id) return null;
      path = path.replace(`{${match[2]}}`, encodeURIComponent(id));
    }
    return path;
  }

  return { call, fill };
}

const getRoutes = () => Object.keys(document.paths).filter((path) => document.paths[path].get && !SKIPPED.has(path));

describe('real replies against the OpenAPI document', () => {
  it('catches an undocumented status, media type or field (the checker is not vacuous)', () => {
    const list = { method: 'get', path: '/tasks', contentType: 'application/json' };
    expect(problemsOf({ ...list, status: 418, body: {} })[0]).toMatch(/status not documented/);
    expect(problemsOf({ ...list, status: 200, contentType: 'text/html', body: '' })[0]).toMatch(/media type text\/html not documented/);
    const page = { items: [], total: 0, page: 1, pageSize: 50, stats: { total: 0, pending: 0, inProgress: 0, completed: 0, overdue: 0 } };
    const problems = problemsOf({ ...list, status: 200, body: { ...page, secret: 1 } });
    expect(problems.join('\n')).toMatch(/must NOT have additional properties 'secret'/);
    expect(problemsOf({ ...list, status: 401, body: { message: 'no' } }).join('\n')).toMatch(/must have required property 'error'/);
  });

  it('the writes that set up the rest answer as documented', () => {
    expect(setupReplies.map((r) => r.status)).toEqual([201, 200]);
    expect(setupReplies.flatMap(problemsOf)).toEqual([]);
  });

  it.each(Object.keys(DEMO_ACCOUNTS) as DemoRole[])('every GET as %s', async (role) => {
    const replies: Reply[] = [];
    const { call, fill } = caller(await t.as(DEMO_ACCOUNTS[role]), replies);
    const unfilled: string[] = [];
    for (const template of getRoutes()) {
      const path = await fill(template);
      if (path) await call(template, path);
      else unfilled.push(template);
    }
    const problems = replies.flatMap(problemsOf);
    expect(problems).toEqual([]);
    // Enough of it answered 200 to mean something: staff see most of the API, client users a part.
    const answered = new Set(replies.filter((r) => r.status === 200).map((r) => r.path));
    expect(answered.size).toBeGreaterThan(role.startsWith('client') ? 10 : 25);
    if (role === 'super_admin') {
      // Every route was called with a real id, but a credit note's PDF when the demo has no credit note.
      const [notes] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from credit_notes`);
      expect(unfilled).toEqual(notes!.n === 0 ? ['/credit-notes/{id}/pdf'] : []);
    }
  });

  it('every GET without a session, and the refusals a caller can provoke', async () => {
    const replies: Reply[] = [];
    const anonymous = caller(undefined, replies);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const template of getRoutes()) await anonymous.call(template, template.replace(/\{\w+\}/g, unknown));
    const admin = caller(await t.as(DEMO_ACCOUNTS.admin), replies);
    // A record that is not there; input the schema refuses; an API key where /auth takes none.
    for (const template of getRoutes().filter((path) => path.includes('{')))
      await admin.call(template, template.replace(/\{\w+\}/g, unknown));
    for (const template of getRoutes().filter((path) => document.paths[path].get.parameters?.some((p: Json) => p.name === 'page'))) {
      await admin.call(template, `${template.replace(/\{\w+\}/g, unknown)}?page=0`);
    }
    await anonymous.call('/auth/sign-in-options', '/auth/sign-in-options', { authorization: 'Bearer ap_nothing' });
    // A picture asked for again with its ETag.
    const designer = caller(await t.as(DEMO_ACCOUNTS.designer), replies);
    const me = await designer.call('/me', '/me');
    const picture = (me.json.user.avatarUrl as string).replace(/^\/api/, '');
    const etag = (await designer.call('/avatars/{userId}', picture)).headers.get('etag')!;
    expect((await designer.call('/avatars/{userId}', picture, { 'if-none-match': etag })).status).toBe(304);
    const wrong = await t.request('/api/auth/sign-in/email', { body: { email: DEMO_ACCOUNTS.admin, password: 'not-the-password' } });
    replies.push({
      method: 'post',
      path: '/auth/sign-in/email',
      status: wrong.status,
      contentType: wrong.headers.get('content-type'),
      body: wrong.json,
    });
    const crossSite = await t.request('/api/contact-submissions', { body: {}, headers: { origin: 'https://elsewhere.example' } });
    replies.push({
      method: 'post',
      path: '/contact-submissions',
      status: crossSite.status,
      contentType: crossSite.headers.get('content-type'),
      body: crossSite.json,
    });

    // A file of a type the route refuses.
    const form = new FormData();
    form.append('file', new File(['not a picture'], 'notes.txt', { type: 'text/plain' }));
    const cookie = await t.as(DEMO_ACCOUNTS.support);
    const text = await t.app.request(`${APP_URL}/api/profile/avatar`, { method: 'PUT', headers: { origin: APP_URL, cookie }, body: form });
    replies.push({
      method: 'put',
      path: '/profile/avatar',
      status: text.status,
      contentType: text.headers.get('content-type'),
      body: await text.json(),
    });

    expect(replies.flatMap(problemsOf)).toEqual([]);
    const statuses = new Set(replies.map((r) => r.status));
    for (const status of [304, 400, 401, 403, 404, 415]) expect(statuses).toContain(status);
  });
});
