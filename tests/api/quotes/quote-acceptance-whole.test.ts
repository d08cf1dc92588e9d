/**
 * Every write whole (decision 0032) for quotes' answers and conversion (decision 0056): when the audit entry cannot be
 * written, the signature, the status, the project, its milestones and tasks, and the deposit invoice are not there.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { insertQuote, quoteRow, signatureFor } from './quote-acceptance-helpers';
import { countOf, expectFailed, withActivityRefused } from '../writes/writes-whole-helpers';

let t: TestApp;
let admin: string;
let primary: string;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as(DEMO_ACCOUNTS.admin);
  primary = await t.as(DEMO_ACCOUNTS.client_primary);
  clientId = (
    await queryRows<{ client_id: string }>(t.database.db, sql`select client_id from users where email = ${DEMO_ACCOUNTS.client_primary}`)
  )[0]!.client_id;
});
afterAll(() => t.close());

const read = async (id: string) => (await t.request(`/api/quotes/${id}/document`, { cookie: primary })).json;

describe('quote writes are whole', () => {
  it('a signature without its audit entry is not kept', async () => {
    const id = await insertQuote(t, { clientId });
    const body = await signatureFor((await read(id)).document);
    expectFailed(await withActivityRefused(t, 'quote.accepted', () => t.request(`/api/quotes/${id}/accept`, { cookie: primary, body })));
    expect(await countOf(t, sql`select count(*)::int as n from quote_signatures where quote_id = ${id}`)).toBe(0);
    expect((await quoteRow(t, id)).status).toBe('viewed');
    expect(await countOf(t, sql`select count(*)::int as n from notifications where entity_id = ${id} and title like '%accepted'`)).toBe(0);
  });

  it('a decline without its audit entry is not kept', async () => {
    const id = await insertQuote(t, { clientId });
    expectFailed(
      await withActivityRefused(t, 'quote.declined', () =>
        t.request(`/api/quotes/${id}/decline`, { cookie: primary, body: { reason: 'No' } }),
      ),
    );
    expect((await quoteRow(t, id)).declineReason).toBeNull();
  });

  it('a conversion without its audit entry leaves no project, milestone, task or deposit invoice', async () => {
    const id = await insertQuote(t, { clientId });
    expect(
      (await t.request(`/api/quotes/${id}/accept`, { cookie: primary, body: await signatureFor((await read(id)).document) })).status,
    ).toBe(200);
    const projects = await countOf(t, sql`select count(*)::int as n from projects`);
    const tasks = await countOf(t, sql`select count(*)::int as n from tasks`);
    expectFailed(
      await withActivityRefused(t, 'quote.converted', () => t.request(`/api/quotes/${id}/convert`, { cookie: admin, method: 'POST' })),
    );
    expect(await countOf(t, sql`select count(*)::int as n from projects`)).toBe(projects);
    expect(await countOf(t, sql`select count(*)::int as n from tasks`)).toBe(tasks);
    expect(await countOf(t, sql`select count(*)::int as n from invoices where quote_id = ${id}`)).toBe(0);
    const quote = await quoteRow(t, id);
    expect(quote.convertedAt).toBeNull();
    expect(quote.projectId).toBeNull();
    // And it can be done again.
    expect((await t.request(`/api/quotes/${id}/convert`, { cookie: admin, method: 'POST' })).status).toBe(201);
  });
});
