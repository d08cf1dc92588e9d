/**
 * A signed quote billed by its milestones (decision 0099): a milestone made of a quote's section is invoiced once its
 * client approved it, per tax its section less its share of the deposit; never before, never twice (even when asked
 * twice at once), again once its invoice is voided; and deposit + milestones + final = the quote, per tax, to the cent.
 */
import { readFileSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { insertQuote, quoteBillingApp, signatureFor, type QuoteLineSpec } from './quote-acceptance-helpers';

let t: TestApp;
let admin: string;
let primary: string;
let clientId: string;

const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
const post = (path: string, body?: unknown, cookie = admin) => t.request(path, { cookie, body, method: 'POST' });

const VAT = { name: 'VAT', rateMillionths: 200_000, inclusive: false };
const NY = { name: 'NY sales tax', rateMillionths: 88_750, inclusive: true };
/** The quote of tests/api/quotes/quote-billing.test.ts (total 4,275.01), its lines in three sections. */
const SECTIONS = [
  { title: 'Design', becomesMilestone: true },
  { title: 'Build', becomesMilestone: true },
  { title: 'Running costs', becomesMilestone: false },
];
const LINES: QuoteLineSpec[] = [
  { description: 'Design', quantityHundredths: 200, unitPriceMinor: 123_456, tax: VAT, section: 0 },
  { description: 'Licence', quantityHundredths: 100, unitPriceMinor: 99_999, tax: NY, section: 1 },
  { description: 'Hosting', quantityHundredths: 100, unitPriceMinor: 30_000, tax: null, section: 2 },
  { description: 'Domain', quantityHundredths: 100, unitPriceMinor: 1_007, tax: VAT, section: 1 },
];

/** A quote of LINES with a 30% deposit, signed and converted: its id, deposit and milestones (Design, Build). */
async function convertedQuote() {
  const id = await insertQuote(t, { clientId, depositBasisPoints: 3000, lines: LINES, sections: SECTIONS });
  const doc = (await t.request(`/api/quotes/${id}/document`, { cookie: primary })).json.document;
  expect((await post(`/api/quotes/${id}/accept`, await signatureFor(doc), primary)).status).toBe(200);
  const converted = await post(`/api/quotes/${id}/convert`);
  expect(converted.status).toBe(201);
  const milestones = await rows<{ milestone_id: string }>(
    sql`select milestone_id from quote_sections where quote_id = ${id} and milestone_id is not null order by position`,
  );
  return {
    id,
    projectId: converted.json.projectId as string,
    depositId: converted.json.depositInvoiceId as string,
    milestones: milestones.map((m) => m.milestone_id),
  };
}

/** The team asks, the primary contact approves what they were shown. */
async function approve(milestoneId: string) {
  const asked = await post(`/api/milestones/${milestoneId}/approval-request`, { note: 'Please approve' });
  expect(asked.status).toBe(200);
  const { id: approvalId, currentHash: contentHash } = asked.json.approval as { id: string; currentHash: string };
  expect((await post(`/api/milestones/${milestoneId}/approve`, { approvalId, contentHash }, primary)).status).toBe(200);
}

const invoice = (milestoneId: string) => post(`/api/milestones/${milestoneId}/invoice`);

async function itemsOf(invoiceId: string) {
  const items = await rows<{
    tax_name: string | null;
    unit_amount_minor: string;
    net_minor: string;
    tax_minor: string;
    total_minor: string;
  }>(
    sql`select tax_name, unit_amount_minor, net_minor, tax_minor, total_minor from invoice_items where invoice_id = ${invoiceId} order by position`,
  );
  return items.map((i) => ({
    tax: i.tax_name,
    unit: Number(i.unit_amount_minor),
    net: Number(i.net_minor),
    tax$: Number(i.tax_minor),
    total: Number(i.total_minor),
  }));
}

async function milestoneRow(projectId: string, milestoneId: string) {
  const list = (await t.request(`/api/projects/${projectId}/milestones`, { cookie: admin })).json as Array<{
    id: string;
    can: { invoice: boolean };
    invoice: unknown;
  }>;
  return list.find((m) => m.id === milestoneId)!;
}

beforeAll(async () => {
  ({ t, admin, primary, clientId } = await quoteBillingApp());
});
afterAll(() => t.close());

describe('invoicing an approved milestone', () => {
  it("carries its section's lines per tax, less the section's share of the deposit, taxed by the one rule", async () => {
    const { id, projectId, milestones } = await convertedQuote();
    const [design] = milestones;
    expect((await milestoneRow(projectId, design!)).can.invoice).toBe(false);
    await approve(design!);
    expect(await milestoneRow(projectId, design!)).toMatchObject({ can: { invoice: true }, invoice: null });
    const res = await invoice(design!);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ quoteId: id, milestoneId: design });
    // Design is 2,469.12 of the quote's 2,479.19 VAT net; its share of the deposit's 743.77 is 740.75: 1,728.37 is left,
    // the nearest net whose tax and the rest's complete the quote's VAT is 1,728.37 itself (tax 345.67).
    expect(await itemsOf(res.json.invoiceId)).toEqual([{ tax: 'VAT', unit: 172_837, net: 172_837, tax$: 34_567, total: 207_404 }]);
    const [row] = await rows<{ quote_id: string; quote_part: string; quote_milestone_id: string; description: string }>(
      sql`select quote_id, quote_part, quote_milestone_id, description from invoices where id = ${res.json.invoiceId}`,
    );
    expect(row).toMatchObject({
      quote_id: id,
      quote_part: 'milestone',
      quote_milestone_id: design,
      description: expect.stringMatching(/^Milestone Design of quote /),
    });
    expect(await milestoneRow(projectId, design!)).toMatchObject({ can: { invoice: false }, invoice: { id: res.json.invoiceId } });
    const activity = await rows<{ action: string }>(
      sql`select action from activity_log where (entity_id = ${design} and action = 'milestone.invoiced') or (entity_id = ${res.json.invoiceId} and action = 'invoice.created')`,
    );
    expect(activity.map((a) => a.action).sort()).toEqual(['invoice.created', 'milestone.invoiced']);
  });

  it('is refused before the client approves, and a second time: 409 with why, nothing written', async () => {
    const { id, milestones } = await convertedQuote();
    const before = await invoice(milestones[0]!);
    expect(before.status).toBe(409);
    expect(before.json.error.message).toBe('Only a milestone the client approved can be invoiced.');
    await approve(milestones[0]!);
    expect((await invoice(milestones[0]!)).status).toBe(201);
    const again = await invoice(milestones[0]!);
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('This milestone has already been invoiced.');
    expect((await rows(sql`select 1 from invoices where quote_id = ${id}`)).length).toBe(2);
  });

  it('is made once when clicked twice at once: one 201, one 409; voiding it frees the milestone again', async () => {
    const { id, milestones } = await convertedQuote();
    await approve(milestones[1]!);
    const [a, b] = await Promise.all([invoice(milestones[1]!), invoice(milestones[1]!)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((a.status === 409 ? a : b).json.error.message).toMatch(/already been invoiced|Another invoice of this quote/);
    const made = await rows<{ id: string }>(sql`select id from invoices where quote_milestone_id = ${milestones[1]}`);
    expect(made.length).toBe(1);
    // The database itself refuses a second invoice of the milestone not voided.
    await expect(
      t.database.db.execute(
        sql`update invoices set quote_part = 'milestone', quote_milestone_id = ${milestones[1]} where quote_id = ${id} and quote_part = 'deposit'`,
      ),
    ).rejects.toThrow();
    expect(
      (await t.request(`/api/invoices/${made[0]!.id}`, { cookie: admin, method: 'PATCH', body: { status: 'void', reason: 'Wrong PO' } }))
        .status,
    ).toBe(200);
    expect((await invoice(milestones[1]!)).status).toBe(201);
  });

  it('is refused to anyone without invoice rights, and to a milestone not made of a quote', async () => {
    const { projectId, milestones } = await convertedQuote();
    await approve(milestones[0]!);
    for (const who of [DEMO_ACCOUNTS.manager, DEMO_ACCOUNTS.client_primary]) {
      expect((await t.request(`/api/milestones/${milestones[0]}/invoice`, { cookie: await t.as(who), method: 'POST' })).status).toBe(403);
    }
    const own = await post(`/api/projects/${projectId}/milestones`, { name: 'Extra work' });
    const res = await invoice(own.json.id);
    expect(res.status).toBe(409);
    expect(res.json.error.message).toMatch(/made of a section of a signed quote/);
  });
});

describe('deposit + milestones + final', () => {
  it('add up to the quote, per tax, in net, tax and total, to the cent', async () => {
    const { id, depositId, milestones } = await convertedQuote();
    const made: string[] = [depositId];
    for (const m of milestones) {
      await approve(m);
      const res = await invoice(m);
      expect(res.status).toBe(201);
      made.push(res.json.invoiceId);
    }
    // Build holds all of the NY tax: its milestone takes the whole rest of it.
    expect((await itemsOf(made[2]!)).find((i) => i.tax === 'NY sales tax')).toMatchObject({ total: 69_999, tax$: 5_706 });
    const final = await post(`/api/quotes/${id}/final-invoice`);
    expect(final.status).toBe(201);
    made.push(final.json.invoiceId);
    type Sums = { tax_name: string | null; net: string; tax: string; total: string };
    const billed = await rows<Sums>(sql`
      select tax_name, sum(net_minor) as net, sum(tax_minor) as tax, sum(total_minor) as total from invoice_items
      where invoice_id in (${sql.join(
        made.map((m) => sql`${m}`),
        sql`, `,
      )}) group by tax_name order by tax_name nulls last`);
    const quoted = await rows<Sums>(sql`
      select tax_name, sum(net_minor) as net, sum(tax_minor) as tax, sum(total_minor) as total from quote_items
      where quote_id = ${id} group by tax_name order by tax_name nulls last`);
    expect(billed.map((b) => [b.tax_name, Number(b.net), Number(b.tax), Number(b.total)])).toEqual(
      quoted.map((q) => [q.tax_name, Number(q.net), Number(q.tax), Number(q.total)]),
    );
    // The final invoice is the quote's total less the deposit and the milestone invoices.
    const amounts = await rows<{ id: string; amount_minor: string }>(
      sql`select id, amount_minor from invoices where id in (${sql.join(
        made.map((m) => sql`${m}`),
        sql`, `,
      )})`,
    );
    const amountOf = (invoiceId: string) => Number(amounts.find((a) => a.id === invoiceId)!.amount_minor);
    expect(amountOf(final.json.invoiceId)).toBe(427_501 - made.slice(0, 3).reduce((sum, m) => sum + amountOf(m), 0));
    // The final invoice was made: nothing of the quote is left for a milestone or a second final invoice.
    expect((await post(`/api/quotes/${id}/final-invoice`)).status).toBe(409);
    const parts = await rows<{ quote_part: string }>(sql`select quote_part from invoices where quote_id = ${id} order by created_at, id`);
    expect(parts.map((p) => p.quote_part)).toEqual(['deposit', 'milestone', 'milestone', 'final']);
  });
});

describe('the migration that labels the parts', () => {
  it("labels a quote's invoices not voided as 0094 read them: the first its deposit, the next its final invoice", async () => {
    const { id, depositId } = await convertedQuote();
    const final = await post(`/api/quotes/${id}/final-invoice`);
    expect(final.status).toBe(201);
    // As a release before this change left them: no part.
    await t.database.db.execute(sql`update invoices set quote_part = null where quote_id = ${id}`);
    const backfill = readFileSync('src/server/db/migrations/0045_invoice_quote_parts.sql', 'utf8')
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('UPDATE "invoices"'))!;
    await t.database.db.execute(sql.raw(backfill.replace('WHERE i."id" = p."id"', `WHERE i."quote_id" = '${id}' AND i."id" = p."id"`)));
    const parts = await rows<{ id: string; quote_part: string }>(
      sql`select id, quote_part from invoices where quote_id = ${id} order by created_at, id`,
    );
    expect(parts).toEqual([
      { id: depositId, quote_part: 'deposit' },
      { id: final.json.invoiceId, quote_part: 'final' },
    ]);
  });
});
