/**
 * Settings > Billing (decision 0052): tax rates and the agency's details through the API, an invoice whose lines carry
 * taxes (its stored sums by the one rule), and its PDF with the agency and the taxes (decision 0053).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { startFakeStripe } from '../../fake-stripe';
import { asAdmin, clientIds, createCustomer, invoiceBody, WEBHOOK_SECRET } from './billing-helpers';
import { APP_URL, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let admin: string;

/** A real 1x1 PNG, and a GIF: the logo takes PNG and JPEG only, by their bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');

beforeAll(async () => {
  t = await createTestApp();
  admin = await asAdmin(t);
});
afterAll(() => t?.close());

async function uploadLogo(cookie: string, bytes: Buffer, name = 'logo.png', type = 'image/png') {
  const form = new FormData();
  form.append('logo', new File([new Uint8Array(bytes)], name, { type }));
  const res = await t.app.request(`${APP_URL}/api/agency-profile/logo`, {
    method: 'PUT',
    headers: { origin: APP_URL, cookie },
    body: form,
  });
  return { status: res.status, json: await res.json() };
}

const rate = (body: object) => t.request('/api/tax-rates', { body, cookie: admin });

describe('tax rates', () => {
  it('are created, listed, changed and archived by the admin; a name is unique among active rates', async () => {
    const vat = await rate({ name: 'Test VAT', rateMillionths: 190_000, inclusive: true });
    expect(vat.status).toBe(201);
    expect(vat.json).toMatchObject({ name: 'Test VAT', rateMillionths: 190_000, inclusive: true, archivedAt: null });
    expect((await rate({ name: 'test vat', rateMillionths: 70_000 })).status).toBe(409);
    const bad = await rate({ name: ' ', rateMillionths: 1_000_100 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)).toEqual(expect.arrayContaining(['name', 'rateMillionths']));
    // The old field, in hundredths of a percent, is refused rather than read a hundred times too small.
    expect((await rate({ name: 'Old client', basisPoints: 825 })).status).toBe(400);
    // Finer than a ten-thousandth of a percent is not a rate.
    expect((await rate({ name: 'Too fine', rateMillionths: 88_750.5 })).json.error.fields.rateMillionths).toBe(
      'Rate must have at most four decimals',
    );

    // An edit is the rate's next version: a new row of the same family; the one edited is archived.
    const changed = await t.request(`/api/tax-rates/${vat.json.id}`, { method: 'PATCH', body: { rateMillionths: 200_000 }, cookie: admin });
    expect(changed.json).toMatchObject({ name: 'Test VAT', rateMillionths: 200_000, familyId: vat.json.id, archivedAt: null });
    expect(changed.json.id).not.toBe(vat.json.id);
    // The earlier version cannot be restored or edited while the later one is active.
    expect((await t.request(`/api/tax-rates/${vat.json.id}`, { method: 'PATCH', body: { archived: false }, cookie: admin })).status).toBe(
      409,
    );
    expect((await t.request(`/api/tax-rates/${vat.json.id}`, { method: 'PATCH', body: { rateMillionths: 1 }, cookie: admin })).status).toBe(
      409,
    );
    const archived = await t.request(`/api/tax-rates/${changed.json.id}`, { method: 'PATCH', body: { archived: true }, cookie: admin });
    expect(archived.json.archivedAt).not.toBeNull();
    const active = await t.request('/api/tax-rates', { cookie: admin });
    expect(active.json.items.map((r: { id: string }) => r.id)).not.toContain(changed.json.id);
    const all = await t.request('/api/tax-rates?includeArchived=true', { cookie: admin });
    expect(all.json.items.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining([vat.json.id, changed.json.id]));
    // Archived, its name is free again.
    expect((await rate({ name: 'Test VAT', rateMillionths: 70_000 })).status).toBe(201);
    expect((await t.request(`/api/tax-rates/${crypto.randomUUID()}`, { method: 'PATCH', body: { name: 'X' }, cookie: admin })).status).toBe(
      404,
    );
  });

  it('are for admins only', async () => {
    const manager = await t.as(DEMO_ACCOUNTS.manager);
    expect((await t.request('/api/tax-rates', { cookie: manager })).status).toBe(403);
    expect((await t.request('/api/tax-rates', { body: { name: 'X', rateMillionths: 100 }, cookie: manager })).status).toBe(403);
    expect((await t.request('/api/agency-profile', { cookie: await t.as(DEMO_ACCOUNTS.client_primary) })).status).toBe(403);
  });
});

describe('agency details', () => {
  it('are set at once, with a PNG or JPEG logo of at most 512 KB', async () => {
    const body = {
      legalName: 'Northwind Studio GmbH',
      address: 'Königstraße 1\n70173 Stuttgart',
      taxId: 'DE123456789',
      email: 'billing@northwind.test',
      phone: '',
      website: 'https://northwind.test',
      paymentInstructions: 'IBAN DE00 1234 5678 9012 3456 78',
      footer: 'Northwind Studio GmbH — registered in Stuttgart',
      defaultCurrency: 'EUR',
    };
    const saved = await t.request('/api/agency-profile', { method: 'PUT', body, cookie: admin });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ ...body, phone: null });
    const bad = await t.request('/api/agency-profile', {
      method: 'PUT',
      body: { ...body, email: 'nope', defaultCurrency: 'XYZ' },
      cookie: admin,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)).toEqual(expect.arrayContaining(['email', 'defaultCurrency']));

    expect((await uploadLogo(admin, GIF, 'logo.png')).status).toBe(415);
    expect((await uploadLogo(admin, Buffer.alloc(600 * 1024, 1))).status).toBe(413);
    const withLogo = await uploadLogo(admin, PNG);
    expect(withLogo.status).toBe(200);
    expect(withLogo.json.logoUrl).toMatch(/^\/api\/agency-profile\/logo\?v=/);
    const served = await t.app.request(`${APP_URL}${withLogo.json.logoUrl}`, { headers: { cookie: admin } });
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const removed = await t.request('/api/agency-profile/logo', { method: 'DELETE', cookie: admin });
    expect(removed.json.logoUrl).toBeNull();
    expect((await uploadLogo(admin, PNG)).status).toBe(200);
  });
});

describe('a rate with up to four decimals, edited as a new version', () => {
  it('accepts 8.875% and prices a line to the cent by the one rounding rule', async () => {
    const ids = await clientIds(t);
    const nyc = await rate({ name: 'NYC sales tax', rateMillionths: 88_750 });
    expect(nyc.status).toBe(201);
    expect(nyc.json).toMatchObject({ name: 'NYC sales tax', rateMillionths: 88_750, inclusive: false });
    const fine = await rate({ name: 'Fine tax', rateMillionths: 70_625 });
    expect(fine.json.rateMillionths).toBe(70_625);
    const res = await t.request(`/api/clients/${ids.own}/invoices`, {
      body: invoiceBody({
        items: [
          { description: 'Design', quantity: 3, amount: 19.99, taxRateId: nyc.json.id },
          { description: 'Hosting', quantity: 1, amount: 1000, taxRateId: fine.json.id },
        ],
      }),
      cookie: admin,
    });
    expect(res.status).toBe(201);
    // 59.97 x 8.875% = 5.3223... -> 5.32; 1,000.00 x 7.0625% = 70.625 -> 70.63 (half away from zero).
    expect(
      res.json.items.map((i: { taxRateMillionths: number; taxMinor: number; totalMinor: number }) => [
        i.taxRateMillionths,
        i.taxMinor,
        i.totalMinor,
      ]),
    ).toEqual([
      [88_750, 532, 6529],
      [70_625, 7063, 107_063],
    ]);
    expect(res.json).toMatchObject({ subtotalMinor: 105_997, taxMinor: 532 + 7063, amountMinor: 105_997 + 532 + 7063 });
    const pdf = await t.app.request(`${APP_URL}/api/invoices/${res.json.id}/pdf`, { headers: { cookie: admin } });
    expect(pdf.status).toBe(200);
  });

  it('leaves an issued invoice and its credit notes as priced; a new invoice, and an old id sent again, get the new rate', async () => {
    const ids = await clientIds(t);
    const first = await rate({ name: 'Edited tax', rateMillionths: 85_000 });
    const line = (taxRateId: string) => invoiceBody({ items: [{ description: 'Work', quantity: 1, amount: 100, taxRateId }] });
    const issued = await t.request(`/api/clients/${ids.own}/invoices`, { body: line(first.json.id), cookie: admin });
    expect(issued.json).toMatchObject({ taxMinor: 850, amountMinor: 10_850 });

    const edited = await t.request(`/api/tax-rates/${first.json.id}`, { method: 'PATCH', body: { rateMillionths: 88_750 }, cookie: admin });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ name: 'Edited tax', rateMillionths: 88_750, familyId: first.json.id });

    // The issued invoice keeps its rate, its tax and its total, on screen and in its PDF's figures.
    const again = await t.request(`/api/invoices/${issued.json.id}`, { cookie: admin });
    expect(again.json).toMatchObject({ taxMinor: 850, amountMinor: 10_850 });
    expect(again.json.items[0]).toMatchObject({ taxName: 'Edited tax', taxRateMillionths: 85_000, taxMinor: 850 });
    expect(again.json.taxes).toEqual([{ name: 'Edited tax', rateMillionths: 85_000, inclusive: false, netMinor: 10_000, taxMinor: 850 }]);

    // A new invoice with the new version, and one naming the earlier version's id (a saved template), both at 8.875%.
    for (const id of [edited.json.id, first.json.id]) {
      const fresh = await t.request(`/api/clients/${ids.own}/invoices`, { body: line(id), cookie: admin });
      expect(fresh.status).toBe(201);
      expect(fresh.json).toMatchObject({ taxMinor: 888, amountMinor: 10_888 });
      expect(fresh.json.items[0]).toMatchObject({ taxRateMillionths: 88_750 });
    }

    // A credit note copying the issued invoice's line (its rate's id) credits the tax that was charged, not the new one.
    const note = await t.request(`/api/invoices/${issued.json.id}/credit-notes`, {
      body: { reason: 'Refund of the work', items: [{ description: 'Work', quantity: 1, amount: 100, taxRateId: first.json.id }] },
      cookie: admin,
    });
    expect(note.status).toBe(201);
    expect(note.json).toMatchObject({ taxMinor: 850, totalMinor: 10_850 });
  });
});

describe('an invoice with taxes', () => {
  it('stores each line sums and the invoice totals, defaults to the client currency, and prints them', async () => {
    const ids = await clientIds(t);
    const sales = await rate({ name: 'Sales tax test', rateMillionths: 82_500 });
    const vat = await rate({ name: 'VAT test', rateMillionths: 200_000, inclusive: true });
    const client = await t.request(`/api/clients/${ids.own}`, {
      method: 'PATCH',
      body: { currency: 'GBP', taxId: 'GB-777' },
      cookie: admin,
    });
    expect(client.json).toMatchObject({ currency: 'GBP', taxId: 'GB-777' });
    const badCurrency = await t.request(`/api/clients/${ids.own}`, { method: 'PATCH', body: { currency: 'XYZ' }, cookie: admin });
    expect(badCurrency.json.error.fields.currency).toBeTruthy();
    expect((await t.request(`/api/clients/${ids.own}/billing`, { cookie: admin })).json.defaultCurrency).toBe('GBP');
    const { currency: _c, ...rest } = invoiceBody();
    const res = await t.request(`/api/clients/${ids.own}/invoices`, {
      body: {
        ...rest,
        items: [
          { description: 'Design — café', quantity: 3, amount: 19.99, taxRateId: sales.json.id },
          { description: 'Support', quantity: 1, amount: 100, taxRateId: vat.json.id },
          { description: 'Hosting', quantity: 1, amount: 10 },
        ],
      },
      cookie: admin,
    });
    expect(res.status).toBe(201);
    // 59.97 + 8.25% = 4.95 tax; 100.00 with 20% included = 83.33 + 16.67; 10.00 untaxed.
    expect(res.json).toMatchObject({
      currency: 'GBP',
      subtotalMinor: 5997 + 8333 + 1000,
      taxMinor: 495 + 1667,
      amountMinor: 5997 + 495 + 10000 + 1000,
    });
    expect(res.json.taxes).toEqual([
      { name: 'Sales tax test', rateMillionths: 82_500, inclusive: false, netMinor: 5997, taxMinor: 495 },
      { name: 'VAT test', rateMillionths: 200_000, inclusive: true, netMinor: 8333, taxMinor: 1667 },
    ]);
    expect(res.json.items[0]).toMatchObject({
      taxName: 'Sales tax test',
      taxRateMillionths: 82_500,
      netMinor: 5997,
      taxMinor: 495,
      totalMinor: 6492,
    });
    const [stored] = await queryRows<{ sum: string; amount: string }>(
      t.database.db,
      sql`select sum(i.total_minor) as sum, min(v.amount_minor) as amount from invoice_items i join invoices v on v.id = i.invoice_id where v.id = ${res.json.id}`,
    );
    expect(Number(stored!.sum)).toBe(Number(stored!.amount));

    // Changing the rate later leaves the written line as it was.
    await t.request(`/api/tax-rates/${sales.json.id}`, {
      method: 'PATCH',
      body: { rateMillionths: 90_000, archived: true },
      cookie: admin,
    });
    const again = await t.request(`/api/invoices/${res.json.id}`, { cookie: admin });
    expect(again.json.items[0]).toMatchObject({ taxRateMillionths: 82_500, taxMinor: 495 });
    // An archived or unknown rate is refused on a new line, with its field.
    const refused = await t.request(`/api/clients/${ids.own}/invoices`, {
      body: invoiceBody({ items: [{ description: 'X', quantity: 1, amount: 1, taxRateId: sales.json.id }] }),
      cookie: admin,
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields['items.0.taxRateId']).toBeTruthy();

    const pdf = await t.app.request(`${APP_URL}/api/invoices/${res.json.id}/pdf`, { headers: { cookie: admin } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The document's title names the invoice; the fonts are embedded (non-Latin-1 text prints), the logo is an image.
    expect(bytes.toString('latin1')).toContain(`Invoice ${res.json.invoiceNumber}`);
    expect(bytes.toString('latin1')).toMatch(/DejaVuSans/);
    expect(bytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
    // The client sees its own invoice's PDF too.
    const asClient = await t.app.request(`${APP_URL}/api/invoices/${res.json.id}/pdf`, {
      headers: { cookie: await t.as(DEMO_ACCOUNTS.client_primary) },
    });
    expect(asClient.status).toBe(200);
  });
});

describe('at Stripe', () => {
  it('sends each line with its tax included, so Stripe total is exactly ours', async () => {
    const fake = await startFakeStripe();
    const stripe = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url },
    });
    try {
      const ids = await clientIds(stripe);
      const cookie = await asAdmin(stripe);
      expect((await createCustomer(stripe, ids.own)).status).toBe(200);
      const vat = await stripe.request('/api/tax-rates', { body: { name: 'Stripe VAT', rateMillionths: 195_000 }, cookie });
      const res = await stripe.request(`/api/clients/${ids.own}/invoices`, {
        body: invoiceBody({
          items: [
            { description: 'Design', quantity: 3, amount: 19.99, taxRateId: vat.json.id },
            { description: 'Hosting', quantity: 1, amount: 10 },
          ],
        }),
        cookie,
      });
      expect(res.status).toBe(201);
      // 59.97 + 19.5% = 11.69 tax.
      expect(res.json).toMatchObject({ subtotalMinor: 6997, taxMinor: 1169, amountMinor: 8166 });
      const sent = fake.invoiceItems.filter((i) => i.invoice === res.json.stripeInvoiceId);
      expect(sent.map((i) => i.amount)).toEqual([5997 + 1169, 1000]);
      expect(String(sent[0]!.description)).toContain('Stripe VAT 19.5%');
    } finally {
      await stripe.close();
      await fake.close();
    }
  });
});
