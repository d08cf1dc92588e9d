/**
 * An accepted quote becomes work (decision 0056): one project with its budget, a milestone per marked section, a task
 * per estimated item, the links back, and the deposit invoice of the right amount; exactly once, even when asked twice
 * at once; at acceptance when the billing setting says so.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type DemoRole, type TestApp } from '../support/harness';
import { insertQuote, quoteRow, setAutoConvert, signatureFor } from './quote-acceptance-helpers';

let t: TestApp;
const cookies = {} as Record<DemoRole, string>;
let clientId: string;
let adminId: string;

const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
const call = (path: string, who: DemoRole, body?: unknown) => t.request(path, { cookie: cookies[who], body, method: 'POST' });
const convert = (id: string, who: DemoRole = 'admin') => call(`/api/quotes/${id}/convert`, who);

async function acceptedQuote(extra: Parameters<typeof insertQuote>[1] extends infer S ? Partial<S> : never = {}) {
  const id = await insertQuote(t, { clientId, ...extra });
  const doc = (await t.request(`/api/quotes/${id}/document`, { cookie: cookies.client_primary })).json.document;
  const res = await call(`/api/quotes/${id}/accept`, 'client_primary', await signatureFor(doc));
  expect(res.status).toBe(200);
  return { id, res };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) cookies[role] = await t.as(DEMO_ACCOUNTS[role]);
  clientId = (await rows<{ client_id: string }>(sql`select client_id from users where email = ${DEMO_ACCOUNTS.client_primary}`))[0]!
    .client_id;
  adminId = (await rows<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS.admin}`))[0]!.id;
  await setAutoConvert(t, false);
});
afterAll(() => t.close());

describe('Create project', () => {
  it('makes the project, its milestones, tasks and budget, and the deposit invoice', async () => {
    const { id } = await acceptedQuote();
    const res = await convert(id);
    expect(res.status).toBe(201);
    const { projectId, depositInvoiceId, depositProblem } = res.json;
    expect(depositProblem).toBeNull();
    const [project] = await rows<Record<string, unknown>>(sql`select * from projects where id = ${projectId}`);
    const quote = await quoteRow(t, id);
    // The budget is the total excluding tax; the hours are the items' estimates (8 h + 20 h).
    expect(project).toMatchObject({ client_id: clientId, name: quote.title, budget_minutes: 1680, status: 'planning' });
    expect(Number(project!.budget_minor)).toBe(300_000);
    const ms = await rows<{ id: string; name: string; estimated_minutes: number }>(
      sql`select id, name, estimated_minutes from milestones where project_id = ${projectId}`,
    );
    expect(ms).toEqual([expect.objectContaining({ name: 'Design', estimated_minutes: 1680 })]);
    const ts = await rows<{ title: string; milestone_id: string; estimated_minutes: number }>(
      sql`select title, milestone_id, estimated_minutes from tasks where project_id = ${projectId} order by title`,
    );
    expect(ts).toEqual([
      { title: 'Discovery workshop', milestone_id: ms[0]!.id, estimated_minutes: 480 },
      { title: 'Wireframes', milestone_id: ms[0]!.id, estimated_minutes: 1200 },
    ]);
    expect(quote.projectId).toBe(projectId);
    expect(quote.convertedAt).not.toBeNull();
    expect((await rows(sql`select 1 from quote_sections where quote_id = ${id} and milestone_id = ${ms[0]!.id}`)).length).toBe(1);
    expect((await rows(sql`select 1 from quote_items where quote_id = ${id} and task_id is not null`)).length).toBe(2);
    const [invoice] = await rows<Record<string, unknown>>(sql`select * from invoices where id = ${depositInvoiceId}`);
    // Half of 3,240.00 (tax included).
    expect(invoice).toMatchObject({ quote_id: id, client_id: clientId, status: 'open', created_by_id: adminId });
    expect(Number(invoice!.amount_minor)).toBe(162_000);
    expect((await rows(sql`select 1 from activity_log where action = 'quote.converted' and entity_id = ${id}`)).length).toBe(1);
    // Staff read who signed it, when, and the project it became.
    const staff = await t.request(`/api/quotes/${id}`, { cookie: cookies.admin });
    expect(staff.json.signature).toMatchObject({ signerName: 'Pat Primary', signedBy: { name: 'Rebecca Holloway' }, version: 1 });
    expect(staff.json.signature.signedAt).toMatch(/^\d{4}-/);
    expect(staff.json.signature.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(staff.json.project).toEqual({ id: projectId, name: quote.title });
    // The client's reading shows what it became.
    const seen = await t.request(`/api/quotes/${id}/document`, { cookie: cookies.client_primary });
    expect(seen.json.project).toMatchObject({ id: projectId });
    expect(seen.json.depositInvoice).toMatchObject({ id: depositInvoiceId, amountMinor: 162_000 });
  });

  it('happens exactly once, even when asked twice at once', async () => {
    const { id } = await acceptedQuote();
    const [a, b] = await Promise.all([convert(id), convert(id)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((await rows(sql`select 1 from projects p join quotes q on q.id = ${id} where p.name = q.title`)).length).toBe(1);
    expect((await rows(sql`select 1 from invoices where quote_id = ${id}`)).length).toBe(1);
    expect((await convert(id)).status).toBe(409);
    // Its deposit exists: "Create deposit invoice" is refused.
    expect((await call(`/api/quotes/${id}/deposit-invoice`, 'admin')).status).toBe(409);
  });

  it('is for admins, on accepted quotes only', async () => {
    const sent = await insertQuote(t, { clientId });
    expect((await convert(sent)).status).toBe(409);
    const { id } = await acceptedQuote();
    for (const who of ['manager', 'developer', 'client_primary', 'client_additional'] as const)
      expect((await convert(id, who)).status).toBe(403);
    expect((await rows(sql`select 1 from invoices where quote_id = ${id}`)).length).toBe(0);
  });

  it('makes no deposit invoice for a quote without a deposit', async () => {
    const { id } = await acceptedQuote({ depositBasisPoints: 0 });
    const res = await convert(id);
    expect(res.status).toBe(201);
    expect(res.json.depositInvoiceId).toBeNull();
    expect((await rows(sql`select 1 from invoices where quote_id = ${id}`)).length).toBe(0);
  });
});

describe('automatic conversion', () => {
  it('turns the quote into work at acceptance when the setting is on', async () => {
    await setAutoConvert(t, true);
    try {
      const { id, res } = await acceptedQuote({ createdById: adminId });
      expect(res.json.project).not.toBeNull();
      const quote = await quoteRow(t, id);
      expect(quote.projectId).toBe(res.json.project.id);
      const [invoice] = await rows<{ amount_minor: number; created_by_id: string }>(
        sql`select amount_minor, created_by_id from invoices where quote_id = ${id}`,
      );
      expect(Number(invoice!.amount_minor)).toBe(162_000);
      expect(invoice!.created_by_id).toBe(adminId);
      expect((await convert(id)).status).toBe(409);
    } finally {
      await setAutoConvert(t, false);
    }
  });

  it('leaves it to the admin when the setting is off', async () => {
    const { id, res } = await acceptedQuote();
    expect(res.json.project).toBeNull();
    expect((await quoteRow(t, id)).projectId).toBeNull();
  });
});
