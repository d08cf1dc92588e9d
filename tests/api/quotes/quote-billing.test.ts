/**
 * A signed quote billed as a deposit and a final invoice (decision 0094): the deposit carries the quote's tax split,
 * one line per tax and one for the untaxed work, tax to the cent; a credit note against it gives back only the tax it
 * charged; the final invoice is the rest per tax, so deposit + final = the quote to the cent, made once even when
 * asked twice at once.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { APP_URL, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { pdfText } from '../support/pdf-text';
import { insertQuote, quoteBillingApp, signatureFor, type QuoteLineSpec } from './quote-acceptance-helpers';

let t: TestApp;
let admin: string;
let primary: string;
let clientId: string;

const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
const post = (path: string, body?: unknown) => t.request(path, { cookie: admin, body, method: 'POST' });

const VAT = { name: 'VAT', rateMillionths: 200_000, inclusive: false };
const NY = { name: 'NY sales tax', rateMillionths: 88_750, inclusive: true };
/**
 * VAT 20% on top: 2 x 1,234.56 (tax 493.82) and 10.07 (tax 2.01): net 2,479.19, tax 495.83 (a cent under 20% of the
 * net, as each line is rounded on its own). NY 8.875% included: 999.99 (net 918.48, tax 81.51). Untaxed: 300.00.
 * Total 4,275.01; a 30% deposit is 1,282.50.
 */
const LINES: QuoteLineSpec[] = [
  { description: 'Design', quantityHundredths: 200, unitPriceMinor: 123_456, tax: VAT },
  { description: 'Licence', quantityHundredths: 100, unitPriceMinor: 99_999, tax: NY },
  { description: 'Hosting', quantityHundredths: 100, unitPriceMinor: 30_000, tax: null },
  { description: 'Domain', quantityHundredths: 100, unitPriceMinor: 1_007, tax: VAT },
];

interface ItemRow {
  tax_name: string | null;
  tax_rate_id: string | null;
  unit_amount_minor: string;
  net_minor: string;
  tax_minor: string;
  total_minor: string;
}

async function itemsOf(invoiceId: string) {
  const items = await rows<ItemRow>(
    sql`select tax_name, tax_rate_id, unit_amount_minor, net_minor, tax_minor, total_minor from invoice_items where invoice_id = ${invoiceId} order by position`,
  );
  return items.map((i) => ({
    tax: i.tax_name,
    taxRateId: i.tax_rate_id,
    unit: Number(i.unit_amount_minor),
    net: Number(i.net_minor),
    tax$: Number(i.tax_minor),
    total: Number(i.total_minor),
  }));
}

async function invoiceRow(id: string) {
  const [row] = await rows<{ amount_minor: string; subtotal_minor: string; tax_minor: string; quote_id: string }>(
    sql`select amount_minor, subtotal_minor, tax_minor, quote_id from invoices where id = ${id}`,
  );
  return { amount: Number(row!.amount_minor), subtotal: Number(row!.subtotal_minor), tax: Number(row!.tax_minor), quoteId: row!.quote_id };
}

/** A quote of LINES with a 30% deposit, signed and turned into work: its id and its deposit invoice's. */
async function convertedQuote() {
  const id = await insertQuote(t, { clientId, depositBasisPoints: 3000, lines: LINES });
  const doc = (await t.request(`/api/quotes/${id}/document`, { cookie: primary })).json.document;
  expect((await t.request(`/api/quotes/${id}/accept`, { cookie: primary, method: 'POST', body: await signatureFor(doc) })).status).toBe(
    200,
  );
  const converted = await post(`/api/quotes/${id}/convert`);
  expect(converted.status).toBe(201);
  return { id, depositId: converted.json.depositInvoiceId as string };
}

beforeAll(async () => {
  ({ t, admin, primary, clientId } = await quoteBillingApp());
});
afterAll(() => t.close());

describe('the deposit invoice', () => {
  it("carries the quote's tax split: a line per tax at the deposit's share, taxed as the quote, and the untaxed work", async () => {
    const { id, depositId } = await convertedQuote();
    const [quote] = await rows<{ total_minor: string }>(sql`select total_minor from quotes where id = ${id}`);
    expect(Number(quote!.total_minor)).toBe(427_501);
    expect(await itemsOf(depositId)).toEqual([
      // 30% of the net 2,479.19 is 743.757: 743.77 is the nearest net whose rest's tax completes the quote's 495.83.
      { tax: 'VAT', taxRateId: expect.any(String), unit: 74_377, net: 74_377, tax$: 14_875, total: 89_252 },
      // 30% of 999.99 (tax included) is 300.00: net 275.55, tax 24.45.
      { tax: 'NY sales tax', taxRateId: expect.any(String), unit: 30_000, net: 27_555, tax$: 2_445, total: 30_000 },
      // The untaxed work takes the rest of 30% of 4,275.01 = 1,282.50.
      { tax: null, taxRateId: null, unit: 8_998, net: 8_998, tax$: 0, total: 8_998 },
    ]);
    expect(await invoiceRow(depositId)).toEqual({ amount: 128_250, subtotal: 110_930, tax: 17_320, quoteId: id });
  });

  it('is credited with the tax it charged, never with a tax it did not charge', async () => {
    const { depositId } = await convertedQuote();
    const [vatLine, nyLine] = await itemsOf(depositId);
    const credit = (items: unknown[]) => post(`/api/invoices/${depositId}/credit-notes`, { reason: 'Scope reduced', items });
    // Copying the deposit's VAT line credits exactly the VAT it charged.
    const copied = await credit([{ description: 'Deposit, VAT part', quantity: 1, amount: 743.77, taxRateId: vatLine!.taxRateId }]);
    expect(copied.status).toBe(201);
    const [note] = await rows<{ subtotal_minor: string; tax_minor: string; total_minor: string }>(
      sql`select subtotal_minor, tax_minor, total_minor from credit_notes where id = ${copied.json.id}`,
    );
    expect([Number(note!.subtotal_minor), Number(note!.tax_minor), Number(note!.total_minor)]).toEqual([74_377, 14_875, 89_252]);
    // More VAT than the deposit charged: refused.
    const more = await credit([{ description: 'Again', quantity: 1, amount: 10, taxRateId: vatLine!.taxRateId }]);
    expect(more.status).toBe(400);
    expect(more.json.error.fields.items).toMatch(/more VAT 20% than the invoice charged/);
    // A tax the deposit never charged: refused on the line.
    const gst = await t.request('/api/tax-rates', { cookie: admin, body: { name: `GST ${Date.now()}`, rateMillionths: 100_000 } });
    const other = await credit([{ description: 'Deposit', quantity: 1, amount: 100, taxRateId: gst.json.id }]);
    expect(other.status).toBe(400);
    expect(other.json.error.fields['items.0.taxRateId']).toMatch(/charged no GST/);
    // The NY line, copied, is accepted with its own tax.
    expect((await credit([{ description: 'Licence part', quantity: 1, amount: 300, taxRateId: nyLine!.taxRateId }])).status).toBe(201);
  });
});

describe('Invoice the rest', () => {
  it('is the quote less the deposit, per tax, to the cent; then nothing is left', async () => {
    const { id, depositId } = await convertedQuote();
    const can = async () => (await t.request(`/api/quotes/${id}/document`, { cookie: admin })).json.can;
    expect(await can()).toMatchObject({ invoiceRest: true, createDeposit: false });
    const res = await post(`/api/quotes/${id}/final-invoice`);
    expect(res.status).toBe(201);
    const finalId = res.json.invoiceId as string;
    expect(await itemsOf(finalId)).toEqual([
      { tax: 'VAT', taxRateId: expect.any(String), unit: 173_542, net: 173_542, tax$: 34_708, total: 208_250 },
      { tax: 'NY sales tax', taxRateId: expect.any(String), unit: 69_999, net: 64_293, tax$: 5_706, total: 69_999 },
      { tax: null, taxRateId: null, unit: 21_002, net: 21_002, tax$: 0, total: 21_002 },
    ]);
    expect(await invoiceRow(finalId)).toMatchObject({ amount: 299_251, quoteId: id });
    // Deposit + final = the quote, per tax: net, tax and total.
    const perTax = await rows<{ tax_name: string | null; net: string; tax: string; total: string }>(sql`
      select tax_name, sum(net_minor) as net, sum(tax_minor) as tax, sum(total_minor) as total from invoice_items
      where invoice_id in (${depositId}, ${finalId}) group by tax_name order by tax_name nulls last`);
    const quoted = await rows<{ tax_name: string | null; net: string; tax: string; total: string }>(sql`
      select tax_name, sum(net_minor) as net, sum(tax_minor) as tax, sum(total_minor) as total from quote_items
      where quote_id = ${id} group by tax_name order by tax_name nulls last`);
    expect(perTax).toEqual(quoted);
    expect(quoted.map((q) => Number(q.tax))).toEqual([8_151, 49_583, 0]);
    // Nothing is left: a second final invoice is refused, and no invoice is written.
    const again = await post(`/api/quotes/${id}/final-invoice`);
    expect(again.status).toBe(409);
    expect(again.json.error.message).toMatch(/Nothing is left/);
    expect((await rows(sql`select 1 from invoices where quote_id = ${id}`)).length).toBe(2);
    expect(await can()).toMatchObject({ invoiceRest: false });
  });

  it('is made once when asked twice at once: one 201, one 409', async () => {
    const { id } = await convertedQuote();
    const [a, b] = await Promise.all([post(`/api/quotes/${id}/final-invoice`), post(`/api/quotes/${id}/final-invoice`)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((await rows(sql`select 1 from invoices where quote_id = ${id}`)).length).toBe(2);
  });

  it('is refused before the quote is converted, and to anyone but an admin', async () => {
    const id = await insertQuote(t, { clientId, depositBasisPoints: 3000, lines: LINES });
    expect((await post(`/api/quotes/${id}/final-invoice`)).status).toBe(409);
    const { id: converted } = await convertedQuote();
    const manager = await t.as(DEMO_ACCOUNTS.manager);
    expect((await t.request(`/api/quotes/${converted}/final-invoice`, { cookie: manager, method: 'POST' })).status).toBe(403);
  });
});

describe("the quote's totals", () => {
  it("read top to bottom on the PDF and in the client's document: amounts are quantity x unit price, Subtotal - Discounts + tax = Total", async () => {
    // 2 x 100.00 less 10% at VAT 20% on top; 108.88 with NY 8.875% inside the price.
    const id = await insertQuote(t, {
      clientId,
      lines: [
        { description: 'Pages', quantityHundredths: 200, unitPriceMinor: 10_000, discountBasisPoints: 1000, tax: VAT },
        { description: 'Licence', quantityHundredths: 100, unitPriceMinor: 10_888, tax: NY },
      ],
    });
    const bytes = new Uint8Array(
      await (await t.app.request(`${APP_URL}/api/quotes/${id}/pdf`, { headers: { cookie: admin } })).arrayBuffer(),
    );
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
    // The Amount column: 2 x 100.00 = 200.00 (the discount in the totals), 1 x 108.88 = 108.88 (tax inside).
    expect(text).toMatch(/Pages .*2 \$100\.00 .*\$200\.00/);
    expect(text).toMatch(/Licence .*1 \$108\.88 .*\$108\.88/);
    expect(text).toContain('Subtotal $308.88 Discounts −$20.00 VAT 20% $36.00 Total $324.88 Includes NY sales tax 8.875% $8.88');
    const doc = await t.request(`/api/quotes/${id}/document`, { cookie: primary });
    expect(doc.json.document).toMatchObject({ subtotalMinor: 28_000, discountMinor: 2_000, totalMinor: 32_488 });
  });
});
