/** Quotes, the agency's side: numbering, totals, versions, sending (and a lead's conversion), client scope, expiry. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '@server/bootstrap';
import { queryRows } from '@server/db/client';
import { readOutbox } from '@server/integrations/mail';
import { expireQuotes } from '@server/features/quotes/expiry-sweep';
import { verifyQuoteLinkToken } from '@server/features/quotes/quote-link';
import { documentSums } from '@shared/document-totals';
import { QUOTE_STATUSES } from '@shared/enums';
import { clientIds } from '../billing/billing-helpers';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let admin: string;
let ids: { own: string; other: string; third: string };
let vatId: string;

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Website relaunch',
  introduction: 'What we propose.',
  terms: 'Net 30.',
  sections: [
    {
      title: 'Discovery',
      becomesMilestone: true,
      items: [
        { description: 'Workshops', quantity: 1.5, unitPrice: 1200.25, discountPercent: 10, taxRateId: vatId, estimatedHours: 12 },
        { description: 'Report', quantity: 1, unitPrice: 499.99 },
      ],
    },
    { title: 'Build', items: [{ description: 'Pages', quantity: 12, unitPrice: 350, taxRateId: vatId }] },
  ],
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as(DEMO_ACCOUNTS.admin);
  ids = await clientIds(t);
  const [rate] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into tax_rates (id, family_id, name, rate_millionths, inclusive)
        select g.id, g.id, 'Quote VAT', 200000, false from (select gen_random_uuid() as id) g returning id`,
  );
  vatId = rate!.id;
});

afterAll(async () => {
  await t?.close();
});

async function create(overrides: Record<string, unknown> = {}) {
  const res = await t.request('/api/quotes', { body: { clientId: ids.own, ...body(overrides) }, cookie: admin });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json;
}

/**
 * An admin's list totals (read from list_tallies, migration 0038) equal a fresh count, for the whole agency and the
 * given clients, every status and none.
 */
async function expectTotalsCounted(...clients: string[]) {
  for (const clientId of [undefined, ids.own, ids.other, ...clients]) {
    const rows = await queryRows<{ status: string; n: number }>(
      t.database.db,
      sql`select status, count(*)::int as n from quotes where ${clientId ?? null}::uuid is null or client_id = ${clientId ?? null}::uuid group by status`,
    );
    const counted = new Map(rows.map((r) => [r.status, r.n]));
    for (const status of [undefined, ...QUOTE_STATUSES]) {
      const params = new URLSearchParams({ pageSize: '1', ...(clientId ? { clientId } : {}), ...(status ? { status } : {}) });
      const expected = status ? (counted.get(status) ?? 0) : rows.reduce((sum, r) => sum + r.n, 0);
      const res = await t.request(`/api/quotes?${params}`, { cookie: admin });
      expect({ clientId, status, total: res.json.total }).toEqual({ clientId, status, total: expected });
    }
  }
}

describe('quotes', () => {
  it('has demo quotes in every state, one of them for a lead', async () => {
    const rows = await queryRows<{ status: string; lead: boolean }>(
      t.database.db,
      sql`select status, lead_id is not null as lead from quotes`,
    );
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['draft', 'sent', 'viewed', 'accepted', 'declined', 'expired']));
    expect(rows.some((r) => r.lead)).toBe(true);
  });

  it('numbers quotes without a gap, a refused creation taking no number', async () => {
    const first = await create();
    const refused = await t.request('/api/quotes', {
      body: {
        clientId: ids.own,
        ...body({
          sections: [
            { title: 'X', items: [{ description: 'Y', quantity: 1, unitPrice: 1, taxRateId: '00000000-0000-4000-8000-000000000000' }] },
          ],
        }),
      },
      cookie: admin,
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields['sections.0.items.0.taxRateId']).toBeTruthy();
    const second = await create();
    const n = (q: { number: string }) => Number(q.number.slice(2));
    expect(first.number).toMatch(/^Q-\d{4}$/);
    expect(n(second)).toBe(n(first) + 1);
    const bad = await t.request('/api/quotes', { body: { title: '', sections: [] }, cookie: admin });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)).toEqual(expect.arrayContaining(['title', 'sections', 'clientId']));
    await expectTotalsCounted();
  });

  it('stores totals equal to the shared computation, on the quote and its lines, with the defaults applied', async () => {
    const q = await create();
    const expected = documentSums([
      {
        quantityHundredths: 150,
        unitPriceMinor: 120025,
        discountBasisPoints: 1000,
        tax: { name: 'Quote VAT', rateMillionths: 200_000, inclusive: false },
      },
      { quantityHundredths: 100, unitPriceMinor: 49999 },
      { quantityHundredths: 1200, unitPriceMinor: 35000, tax: { name: 'Quote VAT', rateMillionths: 200_000, inclusive: false } },
    ]);
    expect(q).toMatchObject({
      subtotalMinor: expected.subtotalMinor,
      taxMinor: expected.taxMinor,
      totalMinor: expected.totalMinor,
      discountMinor: expected.discountMinor,
    });
    const lines = q.sections.flatMap((s: { items: Array<{ totalMinor: number; taxMinor: number }> }) => s.items);
    expect(lines.map((l: { totalMinor: number }) => l.totalMinor)).toEqual(expected.lines.map((l) => l.totalMinor));
    expect(q.sections[0].items[0]).toMatchObject({
      taxName: 'Quote VAT',
      taxRateMillionths: 200_000,
      estimatedMinutes: 720,
      discountBasisPoints: 1000,
    });
    expect(q).toMatchObject({ status: 'draft', version: 1, currency: 'USD', depositBasisPoints: 5000, validUntil: inDays(30) });
    expect(q.taxes).toEqual([expect.objectContaining({ name: 'Quote VAT', taxMinor: expected.taxMinor })]);
    const [row] = await queryRows<{ total_minor: string }>(t.database.db, sql`select total_minor from quotes where id = ${q.id}`);
    expect(Number(row!.total_minor)).toBe(expected.totalMinor);
  });

  it('sends with a signed, expiring link; editing after sending is a new version back in draft; clients never see drafts', async () => {
    const q = await create();
    const client = await t.as(DEMO_ACCOUNTS.client_primary);
    expect((await t.request(`/api/quotes/${q.id}`, { cookie: client })).status).toBe(404);
    const sent = await t.request(`/api/quotes/${q.id}/send`, { method: 'POST', cookie: admin });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    expect(sent.json.quote.status).toBe('sent');
    expect(sent.json.recipients).toContain(DEMO_ACCOUNTS.client_primary);
    // The quote's own mail, with its link (the bell's "New quote" e-mail names the number too).
    const mail = readOutbox(outboxDir(t.env)).find(
      (m) => m.to === DEMO_ACCOUNTS.client_primary && m.subject.includes(q.number) && m.text.includes('?t='),
    );
    expect(mail).toBeTruthy();
    const token = /\?t=(\S+)/.exec(mail!.text)![1]!;
    expect(verifyQuoteLinkToken(t.env.AUTH_SECRET, token)).toEqual({ quoteId: q.id });
    expect(verifyQuoteLinkToken(t.env.AUTH_SECRET, token, new Date(Date.now() + 40 * 86_400_000))).toEqual({ problem: 'expired' });
    expect(verifyQuoteLinkToken(t.env.AUTH_SECRET, token.slice(0, -2) + 'xx')).toEqual({ problem: 'invalid' });
    expect(verifyQuoteLinkToken('another-secret-another-secret-another', token)).toEqual({ problem: 'invalid' });

    const seen = await t.request(`/api/quotes/${q.id}`, { cookie: client });
    expect(seen.status).toBe(200);
    expect(seen.json.can).toMatchObject({ edit: false, send: false, sign: true });
    const list = await t.request('/api/quotes?pageSize=200', { cookie: client });
    expect(list.json.items.every((r: { status: string; client: { id: string } }) => r.status !== 'draft' && r.client.id === ids.own)).toBe(
      true,
    );
    expect((await t.request(`/api/quotes/${q.id}`, { method: 'PUT', body: body(), cookie: client })).status).toBe(403);

    const edited = await t.request(`/api/quotes/${q.id}`, {
      method: 'PUT',
      body: body({ title: 'Website relaunch, revised' }),
      cookie: admin,
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ version: 2, status: 'draft', title: 'Website relaunch, revised' });
    expect((await t.request(`/api/quotes/${q.id}`, { cookie: client })).status).toBe(404);
    // Another company's users never see it.
    const [other] = await queryRows<{ id: string }>(
      t.database.db,
      sql`update quotes set client_id = ${ids.other}, status = 'sent' where id = ${q.id} returning id`,
    );
    expect(other).toBeTruthy();
    expect((await t.request(`/api/quotes/${q.id}`, { cookie: client })).status).toBe(404);
    expect((await t.request(`/api/quotes/${q.id}/pdf`, { cookie: client })).status).toBe(404);
    // Sent, back in draft, then moved to another client with a new status: the totals follow each change.
    await expectTotalsCounted();
  });

  it('keeps an answered quote read-only and prints a PDF', async () => {
    const q = await create();
    const pdf = await t.request(`/api/quotes/${q.id}/pdf`, { cookie: admin });
    expect(pdf.status).toBe(200);
    await queryRows(t.database.db, sql`update quotes set status = 'declined' where id = ${q.id}`);
    const res = await t.request(`/api/quotes/${q.id}`, { method: 'PUT', body: body(), cookie: admin });
    expect(res.status).toBe(409);
    expect((await t.request(`/api/quotes/${q.id}/send`, { method: 'POST', cookie: admin })).status).toBe(409);
  });

  it("converts a lead into a client on sending its quote, its contact invited as the primary contact, billed in the quote's currency", async () => {
    const [lead] = await queryRows<{ id: string }>(
      t.database.db,
      sql`insert into contact_submissions (first_name, last_name, email, company, project_type, description) values ('Ada', 'Quoted', 'ada.quoted@example.test', 'Quoted Ltd', 'web-design', 'A new site') returning id`,
    );
    const created = await t.request('/api/quotes', { body: { leadId: lead!.id, ...body({ currency: 'EUR' }) }, cookie: admin });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json.client).toBeNull();
    expect(created.json.lead).toMatchObject({ company: 'Quoted Ltd' });
    await expectTotalsCounted();
    const sent = await t.request(`/api/quotes/${created.json.id}/send`, { method: 'POST', cookie: admin });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    expect(sent.json.convertedClientId).toBeTruthy();
    expect(sent.json.quote.client).toMatchObject({ id: sent.json.convertedClientId, name: 'Quoted Ltd' });
    // The new client is billed in euros, as quoted: its invoices start in EUR.
    const billing = await t.request(`/api/clients/${sent.json.convertedClientId}/billing`, { cookie: admin });
    expect(billing.json.defaultCurrency).toBe('EUR');
    const [user] = await queryRows<{ role: string; status: string; client_id: string }>(
      t.database.db,
      sql`select role, status, client_id from users where email = 'ada.quoted@example.test'`,
    );
    expect(user).toMatchObject({ role: 'client_primary', status: 'pending', client_id: sent.json.convertedClientId });
    expect(readOutbox(outboxDir(t.env)).some((m) => m.to === 'ada.quoted@example.test' && m.subject.includes(created.json.number))).toBe(
      true,
    );
    // The quote moved from no client (the agency's total only) to the new client's.
    await expectTotalsCounted(sent.json.convertedClientId);
  });

  it("takes a lead's draft quotes with it when the lead is deleted, and keeps a sent one's client and quote", async () => {
    const lead = async (email: string) =>
      (
        await queryRows<{ id: string }>(
          t.database.db,
          sql`insert into contact_submissions (first_name, last_name, email, company, project_type, description) values ('Bo', 'Lead', ${email}, 'Lead Co', 'web-design', 'A site') returning id`,
        )
      )[0]!.id;
    const drafted = await lead('bo.draft@example.test');
    const draft = await t.request('/api/quotes', { body: { leadId: drafted, ...body() }, cookie: admin });
    expect(draft.status).toBe(201);
    expect((await t.request(`/api/contact-submissions/${drafted}`, { method: 'DELETE', cookie: admin })).status).toBe(204);
    expect((await t.request(`/api/quotes/${draft.json.id}`, { cookie: admin })).status).toBe(404);
    await expectTotalsCounted();

    const sentLead = await lead('bo.sent@example.test');
    const sent = await t.request('/api/quotes', { body: { leadId: sentLead, ...body() }, cookie: admin });
    expect((await t.request(`/api/quotes/${sent.json.id}/send`, { method: 'POST', cookie: admin })).status).toBe(200);
    expect((await t.request(`/api/contact-submissions/${sentLead}`, { method: 'DELETE', cookie: admin })).status).toBe(204);
    expect((await t.request(`/api/quotes/${sent.json.id}`, { cookie: admin })).json).toMatchObject({ status: 'sent', lead: null });
    await expectTotalsCounted();
  });

  it('expires sent and viewed quotes past their date in one sweep, by the clock it is given', async () => {
    const q = await create({ validUntil: inDays(2) });
    await t.request(`/api/quotes/${q.id}/send`, { method: 'POST', cookie: admin });
    await expireQuotes(t.deps, new Date(Date.now() + 2 * 86_400_000));
    expect((await t.request(`/api/quotes/${q.id}`, { cookie: admin })).json.status).toBe('sent');
    await expireQuotes(t.deps, new Date(Date.now() + 4 * 86_400_000));
    const after = await t.request(`/api/quotes/${q.id}`, { cookie: admin });
    expect(after.json.status).toBe('expired');
    expect(after.json.can.edit).toBe(false);
    await expectTotalsCounted();
    // Its audit entry and the admins' notification come with it, once: a second sweep finds nothing to expire.
    await expireQuotes(t.deps, new Date(Date.now() + 5 * 86_400_000));
    const audit = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from activity_log where action = 'quote.expired' and entity_id = ${q.id}`,
    );
    expect(audit[0]!.n).toBe(1);
    const told = await queryRows<{ title: string; link: string }>(
      t.database.db,
      sql`select title, link from notifications where title like '%quote expired'`,
    );
    expect(told.length).toBeGreaterThan(0);
    expect(new Set(told.map((n) => `${n.title} ${n.link}`))).toEqual(new Set(['1 quote expired /quotes?status=expired']));
  });

  it('lists, filters and searches', async () => {
    const q = await create({ title: 'Searchable zebra quote' });
    const res = await t.request(`/api/quotes?q=zebra&status=draft&clientId=${ids.own}`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.json.items.map((r: { id: string }) => r.id)).toEqual([q.id]);
    expect((await t.request(`/api/quotes?q=${q.number}`, { cookie: admin })).json.items[0].id).toBe(q.id);
    expect((await t.request('/api/quotes?status=nope', { cookie: admin })).status).toBe(400);
  });

  it("finds a whole quote number by the number alone, and a part of one as text, within the caller's quotes", async () => {
    const q = await create({ clientId: ids.other });
    expect((await t.request(`/api/quotes/${q.id}/send`, { method: 'POST', cookie: admin })).status).toBe(200);
    const mention = await create({ title: `Follow-up to ${q.number}` });
    const search = async (text: string, cookie = admin) => (await t.request(`/api/quotes?q=${encodeURIComponent(text)}`, { cookie })).json;
    // The number: that quote alone (read off the number's index), typed in any case.
    expect((await search(q.number)).items.map((r: { id: string }) => r.id)).toEqual([q.id]);
    expect((await search(q.number.toLowerCase())).total).toBe(1);
    // A part of a number is no number: every quote whose number or title contains it.
    const partial = (await search(q.number.slice(0, -1))).items.map((r: { id: string }) => r.id);
    expect(partial).toEqual(expect.arrayContaining([q.id, mention.id]));
    // Another client's number is no lookup for a client user: the search stays within their own quotes.
    const client = await t.as(DEMO_ACCOUNTS.client_primary);
    expect((await search(q.number, client)).items.map((r: { id: string }) => r.id)).not.toContain(q.id);
  });
});
