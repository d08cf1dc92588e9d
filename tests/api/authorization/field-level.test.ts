/**
 * Field level: every GET route a user may call, walked with the ids of their own scope (and one id of another
 * company's), and each answer searched as text and as JSON. A client user never receives another company's ids or
 * names, internal notes, revenue, amounts beyond their own invoices, or e-mails beyond their company and project
 * team; developers, designers and support never receive a financial figure.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import type { Role } from '@shared/roles';
import { clientLeaks, clientView, financialLeaks } from './field-level-scan';
import { seedExpenses } from './field-level-expenses';
import { APP_URL, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { pdfText } from '../support/pdf-text';

let t: TestApp;
type Db = TestApp['database']['db'];

beforeAll(async () => {
  t = await createTestApp();
  await seedExpenses(t.database.db, DEMO_ACCOUNTS.client_primary, DEMO_ACCOUNTS.manager);
});
afterAll(async () => t?.close());

const ids = async (db: Db, query: ReturnType<typeof sql>, limit = 25) =>
  (await queryRows<{ id: string }>(db, sql`${query} order by 1 limit ${limit}`)).map((r) => r.id);

/** The records a user may see, found with plain SQL: their company's (client users) or their projects' (staff). */
async function scopeIds(db: Db, userId: string, clientId: string | null) {
  const projectIds = clientId
    ? await ids(db, sql`select id from projects where client_id = ${clientId}`)
    : await ids(
        db,
        sql`select id from projects where project_manager_id = ${userId} or id in (select project_id from project_assignments where profile_id = ${userId})`,
      );
  const inProjects = projectIds.length
    ? sql`(${sql.join(
        projectIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`(null)`;
  const clientIds = clientId ? [clientId] : await ids(db, sql`select distinct client_id as id from projects where id in ${inProjects}`);
  const inClients = clientIds.length
    ? sql`(${sql.join(
        clientIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`(null)`;
  return {
    projects: projectIds,
    tasks: await ids(db, sql`select id from tasks where project_id in ${inProjects}`),
    clients: clientIds,
    // A client user's own are the records shared with them; their company's staff-only ones are outside (decision 0028).
    communications: await ids(
      db,
      sql`select id from communications where client_id in ${inClients}${clientId ? sql` and not staff_only` : sql``}`,
    ),
    invoices: await ids(db, sql`select id from invoices where client_id in ${inClients}`),
    users: await ids(db, sql`select id from users where ${clientId ? sql`client_id = ${clientId}` : sql`id = ${userId}`}`),
    milestones: await ids(db, sql`select id from milestones where project_id in ${inProjects}`),
    requests: await ids(db, sql`select id from client_requests where project_id in ${inProjects}`),
    // A client user's own files are those not staff-only.
    files: await ids(db, sql`select id from files where project_id in ${inProjects}${clientId ? sql` and not staff_only` : sql``}`),
    // Quotes and credit notes are the admins' and, once sent or issued, their company's; staff below admin have none.
    quotes: clientId ? await ids(db, sql`select id from quotes where client_id = ${clientId} and status <> 'draft'`) : [],
    creditNotes: clientId ? await ids(db, sql`select id from credit_notes where client_id = ${clientId}`) : [],
    recurringSchedules: [] as string[],
    // A client user's are those billed to them (decision 0116); staff's, their own.
    expenses: clientId
      ? await ids(
          db,
          sql`select e.id from expenses e join invoices i on i.id = e.invoice_id where e.client_id = ${clientId} and i.status <> 'draft'`,
        )
      : await ids(db, sql`select id from expenses where user_id = ${userId}`),
  };
}
type ScopeIds = Awaited<ReturnType<typeof scopeIds>>;

/** The concrete URLs of one GET route for a caller: each id in their scope, plus one id from outside it. */
function urlsFor(route: string, scope: ScopeIds, outside: Record<keyof ScopeIds, string>): string[] | null {
  // An outside record may not exist (the demo's one credit note may be the caller's own).
  const ofKind = (kind: keyof ScopeIds) => [...scope[kind], outside[kind]].filter(Boolean);
  const param =
    /^\/api\/(projects|tasks|clients|communications|invoices|milestones|requests|files|quotes|credit-notes|recurring-schedules|expenses)\/:id(\/.*)?$/.exec(
      route,
    );
  const kind = (path: string) => path.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) as keyof ScopeIds;
  if (param) return ofKind(kind(param[1]!)).map((id) => `/api/${param[1]}/${id}${param[2] ?? ''}`);
  if (route === '/api/avatars/:userId' || route === '/api/agency-profile/logo') return []; // images, not JSON
  if (route === '/api/users/:id/rates') return ofKind('users').map((id) => `/api/users/${id}/rates`);
  if (route === '/api/options/milestones') return ofKind('projects').map((id) => `${route}?projectId=${id}`);
  // No webhook endpoint in the demo: an unknown one answers 404 to admins and 403 to the rest, never a record.
  if (route.startsWith('/api/webhook-endpoints/:id')) return [route.replace(':id', '00000000-0000-4000-8000-000000000000')];
  // A signed link from an e-mail, not a record's id: a forged one is refused, and the page names no record.
  if (route === '/api/unsubscribe/:token') return ['/api/unsubscribe/not-a-signed-token'];
  if (route.includes(':')) return null;
  // Common fragments, so the search answers with many names, each of which must be the caller's own.
  if (route === '/api/search') return ['an', 'er', 'in', 'on', 'es', 'st', 'de'].map((q) => `${route}?q=${q}`);
  // Lists at their largest page, so every row the caller may see is in the answer.
  const listed = /^\/api\/(projects|tasks|clients|communications|users|contact-submissions|audit-log|expenses)$/.test(route);
  return [listed ? `${route}?pageSize=200` : route];
}

async function outsideIds(db: Db, scope: ScopeIds): Promise<Record<keyof ScopeIds, string>> {
  const not = (list: string[]) =>
    list.length
      ? sql`not in (${sql.join(
          list.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`is not null`;
  const one = async (table: string, list: string[]) => (await ids(db, sql`select id from ${sql.raw(table)} where id ${not(list)}`, 1))[0]!;
  const maybe = async (table: string, list: string[]) =>
    (await ids(db, sql`select id from ${sql.raw(table)} where id ${not(list)}`, 1))[0] ?? '';
  return {
    projects: await one('projects', scope.projects),
    tasks: await one('tasks', scope.tasks),
    clients: await one('clients', scope.clients),
    communications: await one('communications', scope.communications),
    invoices: await one('invoices', scope.invoices),
    users: await one('users', scope.users),
    milestones: await one('milestones', scope.milestones),
    requests: await one('client_requests', scope.requests),
    files: await one('files', scope.files),
    quotes: await maybe('quotes', scope.quotes),
    creditNotes: await maybe('credit_notes', scope.creditNotes),
    recurringSchedules: await maybe('recurring_schedules', scope.recurringSchedules),
    expenses: await maybe('expenses', scope.expenses),
  };
}

const DESCRIPTION = new Set(['/api/openapi.json', '/api/docs']);

async function walk(role: Role, onAnswer: (url: string, status: number, text: string, json: unknown) => void) {
  const email = DEMO_ACCOUNTS[role];
  const [me] = await queryRows<{ id: string; client_id: string | null }>(
    t.database.db,
    sql`select id, client_id from users where email = ${email}`,
  );
  const scope = await scopeIds(t.database.db, me!.id, me!.client_id);
  const outside = await outsideIds(t.database.db, scope);
  const cookie = await t.as(email);
  // The API's own description names every field of every answer (that is what it is for) and holds no record's data.
  const routes = [
    ...new Set(t.app.routes.filter((r) => r.method === 'GET' && r.path.startsWith('/api/') && !DESCRIPTION.has(r.path)).map((r) => r.path)),
  ];
  let calls = 0;
  for (const route of routes) {
    const urls = urlsFor(route, scope, outside);
    expect(urls, `field-level.test.ts does not know how to call GET ${route}`).not.toBeNull();
    for (const url of urls!) {
      const res = await t.request(url, { cookie });
      // A PDF is searched as the text its reader sees, not as its compressed bytes.
      const pdf = res.status === 200 && res.headers.get('content-type') === 'application/pdf';
      const text = pdf
        ? await pdfText(new Uint8Array(await (await t.app.request(`${APP_URL}${url}`, { headers: { cookie } })).arrayBuffer()))
        : res.text;
      // A statement sums to its closing balance where the other documents sum to a total.
      if (pdf) expect(text, `the text of ${url}`).toMatch(/Total|Closing balance/);
      onAnswer(url, res.status, text, res.json);
      calls++;
    }
  }
  return { calls, clientId: me!.client_id };
}

describe.each(['client_primary', 'client_additional'] as const)('%s', (role) => {
  it('receives nothing of other companies, no internal notes, no revenue and no outside e-mails from any GET route', async () => {
    const [me] = await queryRows<{ client_id: string }>(
      t.database.db,
      sql`select client_id from users where email = ${DEMO_ACCOUNTS[role]}`,
    );
    const view = await clientView(t.database.db, me!.client_id);
    expect(view.foreignIds.size).toBeGreaterThan(100);
    expect(view.foreignNames.length).toBeGreaterThan(50);
    // Their company has work kept from them (decisions 0103, 0104), so the scan can find it if it leaks.
    const [kept] = await queryRows<{ tasks: number; comments: number }>(
      t.database.db,
      sql`select (select count(*)::int from tasks where client_id = ${me!.client_id} and not client_visible) as tasks,
                 (select count(*)::int from task_comments c join tasks on tasks.id = c.task_id
                   where tasks.client_id = ${me!.client_id} and c.internal) as comments`,
    );
    expect(kept!.tasks).toBeGreaterThan(0);
    expect(kept!.comments).toBeGreaterThan(0);
    const leaks: string[] = [];
    const ok: string[] = [];
    const { calls } = await walk(role, (url, status, text, json) => {
      if (status === 200) ok.push(url);
      // Their own invoices, credit notes, statement and quotes name amounts, as billing does.
      // Expenses name what the client is billed for them (their cost is checked on its own by the scan).
      const billing =
        /^\/api\/(clients\/[^/]+\/(billing|credit-notes|statement)|invoices\/|credit-notes\/|quotes|client-dashboard|expenses)/.test(url);
      for (const leak of clientLeaks(view, text, json, billing)) leaks.push(`${url} (${status}): ${leak}`);
    });
    expect([...new Set(leaks)].slice(0, 30)).toEqual([]);
    // The walk did reach their own records, lists and billing.
    expect(calls).toBeGreaterThan(40);
    for (const reached of [
      '/api/projects?pageSize=200',
      '/api/tasks?pageSize=200',
      '/api/communications?pageSize=200',
      '/api/client-dashboard',
      '/api/me',
      '/api/search?q=an',
      '/api/expenses?pageSize=200',
    ]) {
      expect(ok).toContain(reached);
    }
    expect(ok.some((u) => /^\/api\/clients\/[^/]+\/billing$/.test(u))).toBe(true);
    // The statement is the primary contacts' (decision 0097): walked as JSON and as the PDF's text.
    const statements = ok.filter((u) => /^\/api\/clients\/[^/]+\/statement(\.pdf)?$/.test(u));
    expect(statements).toHaveLength(role === 'client_primary' ? 2 : 0);
    expect(ok.some((u) => /^\/api\/tasks\/[^/]+\/comments$/.test(u))).toBe(true);
    expect(ok.some((u) => /^\/api\/projects\/[^/]+\/team$/.test(u))).toBe(true);
    // The expense billed to them is read, and only it (decision 0116).
    expect(ok.filter((u) => /^\/api\/expenses\/[^/]+$/.test(u))).toHaveLength(1);
  });
});

describe.each(['client_primary', 'client_additional'] as const)('%s reading time', (role) => {
  it("reads only approved and invoiced time on every project's budget card, per milestone and per task", async () => {
    const [me] = await queryRows<{ client_id: string }>(
      t.database.db,
      sql`select client_id from users where email = ${DEMO_ACCOUNTS[role]}`,
    );
    // Settled, and not on a task kept from the client (decision 0103): what their Time tab lists.
    const shown = sql`(task_id is null or exists (select 1 from tasks v left join projects vp on vp.id = v.project_id
      where v.id = task_id and v.client_visible and coalesce(vp.client_sees_tasks, true)))`;
    const settled = sql`minutes is not null and status in ('approved', 'invoiced') and ${shown}`;
    const projects = await queryRows<{ id: string; all: number; settled: number; shares: boolean }>(
      t.database.db,
      sql`select p.id, p.client_sees_budget as shares, coalesce(sum(e.minutes), 0)::int as all,
            coalesce(sum(e.minutes) filter (where e.status in ('approved', 'invoiced') and ${shown}), 0)::int as settled
          from projects p left join time_entries e on e.project_id = p.id where p.client_id = ${me!.client_id} group by p.id`,
    );
    // Some projects share their budget, some do not: those answer 404 (decision 0103).
    expect(projects.some((p) => p.shares)).toBe(true);
    expect(projects.some((p) => !p.shares)).toBe(true);
    // The demo has drafts on the company's projects, so the check can tell the two sums apart.
    expect(projects.some((p) => p.all > p.settled)).toBe(true);
    const cookie = await t.as(DEMO_ACCOUNTS[role]);
    for (const p of projects) {
      const res = await t.request(`/api/projects/${p.id}/budget`, { cookie });
      expect(res.status).toBe(p.shares ? 200 : 404);
      if (!p.shares) continue;
      expect(res.json.spentMinutes, p.id).toBe(p.settled);
      const byTask = await queryRows<{ id: string; m: number }>(
        t.database.db,
        sql`select task_id as id, sum(minutes)::int as m from time_entries where project_id = ${p.id} and ${settled} and task_id is not null group by task_id`,
      );
      const expected = new Map(byTask.map((r) => [r.id, r.m]));
      for (const task of res.json.topTasks as Array<{ id: string; spentMinutes: number }>)
        expect(task.spentMinutes, task.id).toBe(expected.get(task.id));
      const milestoneSum = (res.json.milestones as Array<{ spentMinutes: number }>).reduce((n, m) => n + m.spentMinutes, 0);
      expect(milestoneSum, p.id).toBe(p.settled);
    }
  });
});

describe.each(['developer', 'designer', 'support'] as const)('%s', (role) => {
  it('receives no financial figure from any GET route', async () => {
    const leaks: string[] = [];
    let reached = 0;
    const [me] = await queryRows<{ id: string }>(t.database.db, sql`select id from users where email = ${DEMO_ACCOUNTS[role]}`);
    const { calls } = await walk(role, (url, status, _text, json) => {
      if (status === 200) reached++;
      // The figures of expenses they logged themselves are theirs to read (they typed them; decision 0115): only a
      // reply holding someone else's expense would be a leak, and then every figure in it counts.
      if (url.startsWith('/api/expenses') && expensesAllOwn(json, me!.id)) return;
      for (const leak of financialLeaks(json)) leaks.push(`${url}: ${leak}`);
    });
    expect([...new Set(leaks)].slice(0, 30)).toEqual([]);
    expect(calls).toBeGreaterThan(20);
    expect(reached).toBeGreaterThan(10);
  });
});

describe('the scanner itself', () => {
  it('catches each kind of leak it looks for', async () => {
    const [me] = await queryRows<{ client_id: string }>(
      t.database.db,
      sql`select client_id from users where email = ${DEMO_ACCOUNTS.client_primary}`,
    );
    const view = await clientView(t.database.db, me!.client_id);
    const foreignId = [...view.foreignIds][0]!;
    const body = {
      id: foreignId,
      name: view.foreignNames[0],
      email: 'someone@elsewhere.example',
      notes: 'x',
      totalRevenueMinor: 5,
      amountMinor: 7,
      expense: { expenseDate: '2035-01-01', netMinor: 5, markupBasisPoints: 1500, billedAmountMinor: 9 },
    };
    const text = JSON.stringify(body);
    expect(clientLeaks(view, text, body, false)).toEqual([
      `another company's id ${foreignId}`,
      `another company's name "${view.foreignNames[0]}"`,
      'e-mail someone@elsewhere.example',
      'notes at $.notes',
      'revenue at $.totalRevenueMinor',
      'amount at $.totalRevenueMinor',
      'amount at $.amountMinor',
      'amount at $.expense.netMinor',
      'markup at $.expense.markupBasisPoints',
      'amount at $.expense.billedAmountMinor',
      'expense cost netMinor at $.expense',
      'expense cost markupBasisPoints at $.expense',
    ]);
    expect(financialLeaks({ invoice: { amountMinor: 7 }, totals: { paid: 1 } })).toEqual([
      'amountMinor at $.invoice.amountMinor',
      'totals at $.totals',
    ]);
  });
});

/** Whether a reply of the expenses routes holds only expenses the caller logged (a list's items, or one expense). */
function expensesAllOwn(json: unknown, userId: string): boolean {
  const body = json as { items?: Array<{ userId?: unknown }>; userId?: unknown } | null;
  const rows = body?.items ?? (body ? [body] : []);
  return rows.every((row) => row.userId === userId);
}
