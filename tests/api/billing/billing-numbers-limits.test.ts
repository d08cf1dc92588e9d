/**
 * Invoice numbers and limits (decision 0024): one sequence continuing the demo's, no gaps, a configurable prefix, the
 * same number at Stripe; refused input is a 400 naming each field, and writes nothing, not even a number.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { readEnv } from '@server/env';
import { startFakeStripe, type FakeStripe } from '../../fake-stripe';
import { asAdmin, clientIds, createCustomer, dueIn30, WEBHOOK_SECRET } from './billing-helpers';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const body = (items: unknown[], overrides: Record<string, unknown> = {}) => ({ currency: 'USD', dueDate: dueIn30(), items, ...overrides });
const oneLine = { description: 'Hosting', quantity: 1, amount: 120 };
const seq = (n: string) => Number(n.replace(/^\D+-?/, ''));

async function counts(app: TestApp) {
  const [row] = await queryRows<{ invoices: number; counter: number }>(
    app.database.db,
    sql`select (select count(*)::int from invoices) as invoices, (select last_number::int from invoice_number_counter) as counter`,
  );
  return row!;
}

describe('invoice numbers', () => {
  it('continue the demo’s series, and concurrent creations get distinct consecutive numbers', async () => {
    const ids = await clientIds(t);
    const cookie = await asAdmin(t);
    // The demo's drafts have no number until they are issued (decision 0095).
    const seeded = await queryRows<{ n: string }>(
      t.database.db,
      sql`select invoice_number as n from invoices where invoice_number is not null order by invoice_number`,
    );
    expect(seeded.map((r) => r.n)).toEqual(seeded.map((_, i) => `INV-${String(i + 1).padStart(4, '0')}`));

    const made = await Promise.all(
      Array.from({ length: 6 }, () => t.request(`/api/clients/${ids.own}/invoices`, { body: body([oneLine]), cookie })),
    );
    for (const res of made) expect(res.status, res.text).toBe(201);
    const numbers = made.map((r) => r.json.invoiceNumber as string).sort();
    expect(numbers).toEqual(Array.from({ length: 6 }, (_, i) => `INV-${String(seeded.length + i + 1).padStart(4, '0')}`));
  });

  it('a refused creation consumes no number', async () => {
    const ids = await clientIds(t);
    const cookie = await asAdmin(t);
    const before = await t.request(`/api/clients/${ids.own}/invoices`, { body: body([oneLine]), cookie });
    const refused = [
      await t.request(`/api/clients/${ids.own}/invoices`, { body: body([{ ...oneLine, amount: 0 }]), cookie }),
      await t.request(`/api/clients/${ids.own}/invoices`, { body: body([oneLine]), cookie: await t.as(DEMO_ACCOUNTS.manager) }),
      await t.request(`/api/clients/${ids.own}/invoices`, { body: body([oneLine]), cookie: await t.as(DEMO_ACCOUNTS.client_primary) }),
    ];
    expect(refused.map((r) => r.status)).toEqual([400, 403, 403]);
    const after = await t.request(`/api/clients/${ids.own}/invoices`, { body: body([oneLine]), cookie });
    expect(seq(after.json.invoiceNumber)).toBe(seq(before.json.invoiceNumber) + 1);
  });

  it('use INVOICE_NUMBER_PREFIX, and at Stripe: the same number is sent, and a failure at Stripe hands it back', async () => {
    const app = await createTestApp({
      env: {
        INVOICE_NUMBER_PREFIX: 'NW-',
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: fake.url,
      },
    });
    try {
      const ids = await clientIds(app);
      const cookie = await asAdmin(app);
      const { counter } = await counts(app);
      // No Stripe customer yet: refused (409), no number taken.
      expect((await app.request(`/api/clients/${ids.own}/invoices`, { body: body([oneLine]), cookie })).status).toBe(409);
      expect((await createCustomer(app, ids.own)).status).toBe(200);

      fake.failNext('/v1/invoices');
      const failed = await app.request(`/api/clients/${ids.own}/invoices`, { body: body([oneLine]), cookie });
      expect(failed.status).toBe(502);
      expect(await counts(app)).toMatchObject({ counter });

      const res = await app.request(`/api/clients/${ids.own}/invoices`, { body: body([oneLine]), cookie });
      expect(res.status, res.text).toBe(201);
      expect(res.json.invoiceNumber).toBe(`NW-${String(counter + 1).padStart(4, '0')}`);
      expect(fake.invoices.get(res.json.stripeInvoiceId)!.number).toBe(res.json.invoiceNumber);
    } finally {
      await app.close();
    }
  });

  it('refuses a prefix that could not be printed on an invoice', () => {
    expect(() => readEnv({ INVOICE_NUMBER_PREFIX: 'a very long prefix!' })).toThrow(/INVOICE_NUMBER_PREFIX/);
  });
});

describe('invoice limits', () => {
  const refusals: Array<[string, Record<string, unknown>, Record<string, string>]> = [
    [
      'quantity 100000 x 10,000,000',
      body([{ description: 'Oops', quantity: 100_000, amount: 10_000_000 }]),
      {
        'items.0.quantity': 'Quantity must be at most 10,000',
        'items.0.amount': 'Unit price must be at most 1,000,000.00',
        items: 'The invoice total must be at most 10,000,000.00',
      },
    ],
    [
      'a total over 10,000,000.00 of allowed lines',
      body([{ description: 'Big', quantity: 10_000, amount: 1_000_000 }]),
      { items: 'The invoice total must be at most 10,000,000.00' },
    ],
    ['a due date in 2020', body([oneLine], { dueDate: '2020-01-01' }), { dueDate: 'The due date cannot be before the issue date (today)' }],
    ['a zero unit price', body([{ ...oneLine, amount: 0 }]), { 'items.0.amount': 'Unit price must be greater than 0' }],
    ['a negative unit price', body([{ ...oneLine, amount: -5 }]), { 'items.0.amount': 'Unit price must be greater than 0' }],
    ['a quantity of 0', body([{ ...oneLine, quantity: 0 }]), { 'items.0.quantity': 'Quantity must be greater than 0' }],
  ];

  for (const [name, invalid, fields] of refusals) {
    it(`refuses ${name}: 400 with the field's message, nothing written`, async () => {
      const ids = await clientIds(t);
      const before = await counts(t);
      const res = await t.request(`/api/clients/${ids.own}/invoices`, { body: invalid, cookie: await asAdmin(t) });
      expect(res.status).toBe(400);
      expect(res.json.error.fields).toEqual(fields);
      expect(await counts(t)).toEqual(before);
    });
  }

  it('accepts the maxima themselves', async () => {
    const ids = await clientIds(t);
    const res = await t.request(`/api/clients/${ids.own}/invoices`, {
      body: body([{ description: 'Largest', quantity: 10, amount: 1_000_000 }]),
      cookie: await asAdmin(t),
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.amountMinor).toBe(1_000_000_000);
  });
});
