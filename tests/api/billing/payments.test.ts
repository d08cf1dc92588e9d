/**
 * Payments, refunds and credit notes in manual mode (decision 0054): partial then full payment, a refund back to
 * partially paid, refusals with a field message and nothing written, two payments at once cannot overpay, credit notes
 * numbered without gaps with their PDF, client users seeing their own company's credit notes only, and a credit note of
 * part of a line in its unit (decision 0102).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '@server/bootstrap';
import { queryRows } from '@server/db/client';
import { readOutbox } from '@server/integrations/mail';
import { pdfText } from '../support/pdf-text';
import { asAdmin, clientIds, invoiceBody } from './billing-helpers';
import { APP_URL, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let ids: { own: string; other: string; third: string };
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  ids = await clientIds(t);
});

afterAll(async () => {
  await t?.close();
});

/** An open invoice of 1,000.00 for the client. */
async function newInvoice(clientId: string, currency = 'USD') {
  const res = await t.request(`/api/clients/${clientId}/invoices`, {
    body: invoiceBody({ currency, items: [{ description: 'Sprint', quantity: 1, amount: 1000 }] }),
    cookie: await asAdmin(t),
  });
  expect(res.status).toBe(201);
  return res.json as { id: string; invoiceNumber: string };
}

const pay = async (invoiceId: string, amount: number, over: Record<string, unknown> = {}) =>
  t.request(`/api/invoices/${invoiceId}/payments`, {
    body: { amount, currency: 'USD', paidOn: today(), method: 'bank_transfer', reference: 'TRX-1', ...over },
    cookie: await asAdmin(t),
  });

const paymentRows = async (invoiceId: string) =>
  queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from invoice_payments where invoice_id = ${invoiceId}`);

describe('payments', () => {
  it('a partial payment makes the invoice partially paid, the rest makes it paid; both are in its ledger and the audit log', async () => {
    const invoice = await newInvoice(ids.own);
    const first = await pay(invoice.id, 400);
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ status: 'partially_paid', amountPaidMinor: 40_000, balanceMinor: 60_000, paidAt: null });
    expect(first.json.can).toMatchObject({ markPaid: true, refund: true, void: false });

    const rest = await pay(invoice.id, 600, { method: 'check', paidOn: '2026-01-15', reference: null });
    expect(rest.status).toBe(201);
    expect(rest.json).toMatchObject({ status: 'paid', amountPaidMinor: 100_000, balanceMinor: 0 });
    // paid_at is the settling payment's day.
    expect(rest.json.paidAt.slice(0, 10)).toBe('2026-01-15');

    const ledger = await t.request(`/api/invoices/${invoice.id}/payments`, { cookie: await asAdmin(t) });
    expect(ledger.status).toBe(200);
    expect(ledger.json.payments.map((p: { amountMinor: number; method: string }) => [p.amountMinor, p.method])).toEqual([
      [40_000, 'bank_transfer'],
      [60_000, 'check'],
    ]);
    const log = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from activity_log where entity_id = ${invoice.id} and action like 'invoice.payment%' order by created_at`,
    );
    expect(log.map((r) => r.action)).toEqual(['invoice.payment_recorded', 'invoice.payment_recorded']);
    // The admins hear of it (not the one who recorded it).
    const notes = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from notifications where kind = 'payment_received' and entity_id = ${invoice.id}`,
    );
    expect(notes[0]!.n).toBeGreaterThan(0);
  });

  it('a refund moves a paid invoice back to partially paid, and never returns more than the payment had', async () => {
    const invoice = await newInvoice(ids.own);
    await pay(invoice.id, 300);
    const full = await pay(invoice.id, 700);
    expect(full.json.status).toBe('paid');
    const ledger = await t.request(`/api/invoices/${invoice.id}/payments`, { cookie: await asAdmin(t) });
    const big = ledger.json.payments.find((p: { amountMinor: number }) => p.amountMinor === 70_000);

    const cookie = await asAdmin(t);
    const refund = await t.request(`/api/invoices/${invoice.id}/refunds`, {
      body: { paymentId: big.id, amount: 200, paidOn: today() },
      cookie,
    });
    expect(refund.status).toBe(201);
    expect(refund.json).toMatchObject({ status: 'partially_paid', amountPaidMinor: 80_000, balanceMinor: 20_000, paidAt: null });

    const tooMuch = await t.request(`/api/invoices/${invoice.id}/refunds`, {
      body: { paymentId: big.id, amount: 500.01, paidOn: today() },
      cookie,
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.error.fields.amount).toMatch(/At most \$500\.00/);

    const after = await t.request(`/api/invoices/${invoice.id}/payments`, { cookie });
    const row = after.json.payments.find((p: { kind: string }) => p.kind === 'refund');
    expect(row).toMatchObject({ amountMinor: 20_000, refundOfId: big.id });
    expect(after.json.payments.find((p: { id: string }) => p.id === big.id).refundableMinor).toBe(50_000);
  });

  it('refuses an amount over the balance, another currency, a draft or void invoice: a message per field, nothing written', async () => {
    const invoice = await newInvoice(ids.own);
    await pay(invoice.id, 900);
    const over = await pay(invoice.id, 100.01);
    expect(over.status).toBe(400);
    expect(over.json.error.fields.amount).toBe('The balance is $100.00: a payment cannot be more');
    const euros = await pay(invoice.id, 10, { currency: 'EUR' });
    expect(euros.status).toBe(400);
    expect(euros.json.error.fields.currency).toMatch(/in USD/);
    const future = await pay(invoice.id, 10, { paidOn: '2999-01-01' });
    expect(future.status).toBe(400);
    expect(future.json.error.fields.paidOn).toBeTruthy();
    expect((await paymentRows(invoice.id))[0]!.n).toBe(1);

    const voided = await newInvoice(ids.own);
    expect(
      (
        await t.request(`/api/invoices/${voided.id}`, {
          method: 'PATCH',
          body: { status: 'void', reason: 'Raised in error' },
          cookie: await asAdmin(t),
        })
      ).status,
    ).toBe(200);
    expect((await pay(voided.id, 10)).status).toBe(409);
    const [draft] = await queryRows<{ id: string }>(
      t.database.db,
      sql`insert into invoices (client_id, amount_minor, status, due_date) values (${ids.own}, 5000, 'draft', current_date + 30) returning id`,
    );
    expect((await pay(draft!.id, 10)).status).toBe(409);
    expect((await paymentRows(voided.id))[0]!.n + (await paymentRows(draft!.id))[0]!.n).toBe(0);
    // An invoice with money on it is not voided: its payments are refunded first.
    expect(
      (
        await t.request(`/api/invoices/${invoice.id}`, {
          method: 'PATCH',
          body: { status: 'void', reason: 'Raised in error' },
          cookie: await asAdmin(t),
        })
      ).status,
    ).toBe(409);
  });

  it('two payments of the whole balance at once: one is recorded, the other refused (the invoice row is locked)', async () => {
    const invoice = await newInvoice(ids.own);
    const both = await Promise.all([pay(invoice.id, 1000), pay(invoice.id, 1000)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
    const [row] = await queryRows<{ paid: string; status: string }>(
      t.database.db,
      sql`select amount_paid_minor as paid, status from invoices where id = ${invoice.id}`,
    );
    expect(Number(row!.paid)).toBe(100_000);
    expect(row!.status).toBe('paid');
    expect((await paymentRows(invoice.id))[0]!.n).toBe(1);
  });

  it('"Mark as Paid" records a payment of the balance', async () => {
    const invoice = await newInvoice(ids.own);
    await pay(invoice.id, 250);
    const res = await t.request(`/api/invoices/${invoice.id}`, { method: 'PATCH', body: { status: 'paid' }, cookie: await asAdmin(t) });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'paid', amountPaidMinor: 100_000 });
    expect((await paymentRows(invoice.id))[0]!.n).toBe(2);
  });

  it("client users read their own invoice's payments without staff notes, and may not record any", async () => {
    const invoice = await newInvoice(ids.own);
    await pay(invoice.id, 100, { note: 'Called them twice' });
    const client = await t.as(DEMO_ACCOUNTS.client_primary);
    const ledger = await t.request(`/api/invoices/${invoice.id}/payments`, { cookie: client });
    expect(ledger.status).toBe(200);
    expect(ledger.json.payments[0].note).toBeNull();
    expect(ledger.json.balanceMinor).toBe(90_000);
    expect(
      (
        await t.request(`/api/invoices/${invoice.id}/payments`, {
          body: { amount: 1, currency: 'USD', paidOn: today(), method: 'cash' },
          cookie: client,
        })
      ).status,
    ).toBe(403);
    const foreign = await newInvoice(ids.other);
    expect((await t.request(`/api/invoices/${foreign.id}/payments`, { cookie: client })).status).toBe(404);
  });
});

describe('credit notes', () => {
  const note = async (invoiceId: string, amount: number, over: Record<string, unknown> = {}) =>
    t.request(`/api/invoices/${invoiceId}/credit-notes`, {
      body: { reason: 'Sprint cut short', items: [{ description: 'Unused days', quantity: 1, amount }], ...over },
      cookie: await asAdmin(t),
    });

  it('numbers credit notes CN-0001 onwards without gaps, a refused one taking no number; credits count toward paid', async () => {
    const invoice = await newInvoice(ids.own);
    const first = await note(invoice.id, 100);
    expect(first.status).toBe(201);
    const n = Number(first.json.creditNoteNumber.slice(3));
    expect(first.json.creditNoteNumber).toMatch(/^CN-\d{4}$/);
    expect(first.json.totalMinor).toBe(10_000);

    const tooBig = await note(invoice.id, 900.01);
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.error.fields.items).toMatch(/more than is left to credit/);

    await pay(invoice.id, 500);
    const second = await note(invoice.id, 400);
    expect(second.json.creditNoteNumber).toBe(`CN-${String(n + 1).padStart(4, '0')}`);
    const after = await t.request(`/api/invoices/${invoice.id}`, { cookie: await asAdmin(t) });
    expect(after.json).toMatchObject({ status: 'paid', amountPaidMinor: 50_000, amountCreditedMinor: 50_000, balanceMinor: 0 });

    const both = await Promise.all([note((await newInvoice(ids.own)).id, 10), note((await newInvoice(ids.own)).id, 10)]);
    const numbers = both.map((r) => Number(r.json.creditNoteNumber.slice(3))).sort((a, b) => a - b);
    expect(numbers).toEqual([n + 2, n + 3]);
  });

  it("prints a PDF, and client users see their own company's credit notes only", async () => {
    const own = await newInvoice(ids.own);
    const created = await note(own.id, 50);
    const foreignInvoice = await newInvoice(ids.other);
    const foreign = await note(foreignInvoice.id, 50);

    const pdf = await t.request(`/api/credit-notes/${created.json.id}/pdf`, { cookie: await asAdmin(t) });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF')).toBe(true);

    const client = await t.as(DEMO_ACCOUNTS.client_primary);
    const list = await t.request(`/api/clients/${ids.own}/credit-notes`, { cookie: client });
    expect(list.status).toBe(200);
    expect(list.json.items.map((c: { id: string }) => c.id)).toContain(created.json.id);
    expect(list.json.items.every((c: { clientId: string }) => c.clientId === ids.own)).toBe(true);
    expect((await t.request(`/api/credit-notes/${created.json.id}/pdf`, { cookie: client })).status).toBe(200);
    expect((await t.request(`/api/credit-notes/${foreign.json.id}/pdf`, { cookie: client })).status).toBe(404);
    expect((await t.request(`/api/clients/${ids.other}/credit-notes`, { cookie: client })).status).toBe(404);
    expect(
      (
        await t.request(`/api/invoices/${own.id}/credit-notes`, {
          body: { reason: 'x', items: [{ description: 'x', quantity: 1, amount: 1 }] },
          cookie: client,
        })
      ).status,
    ).toBe(403);
  });

  it('credits part of a line in its unit: 2.5 of 7.5 hours at 120.00 is exactly 300.00, capped at the balance plus paid', async () => {
    const admin = await asAdmin(t);
    const created = await t.request(`/api/clients/${ids.own}/invoices`, {
      body: invoiceBody({ items: [{ description: 'Design', quantity: 7.5, unit: 'hours', amount: 120 }] }),
      cookie: admin,
    });
    expect(created.json.amountMinor).toBe(90_000);
    const invoice = created.json as { id: string; invoiceNumber: string };
    const line = { description: 'Design', quantity: 2.5, unit: 'hours', amount: 120 };
    const credited = await note(invoice.id, 0, { items: [line], sendEmail: true });
    expect(credited.status, credited.text).toBe(201);
    expect(credited.json).toMatchObject({ subtotalMinor: 30_000, totalMinor: 30_000 });
    expect(credited.json.items).toEqual([
      expect.objectContaining({ quantity: 2.5, quantityThousandths: 2500, unit: 'hours', unitAmountMinor: 12_000, totalMinor: 30_000 }),
    ]);
    const after = await t.request(`/api/invoices/${invoice.id}`, { cookie: admin });
    expect(after.json).toMatchObject({ amountCreditedMinor: 30_000, balanceMinor: 60_000, status: 'open' });

    // The PDF and the e-mail write the quantity with its unit, as the invoice's do.
    const pdf = await t.app.request(`${APP_URL}/api/credit-notes/${credited.json.id}/pdf`, { headers: { cookie: admin } });
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toMatch(/Design 2\.5 hours \$120\.00 — \$300\.00/);
    const mail = readOutbox(outboxDir(t.env)).find((m) => m.subject.includes(credited.json.creditNoteNumber));
    expect(mail?.text).toContain('- Design: 2.5 hours x $120.00');

    // A fourth decimal is the line's field, with the invoice line's words; nothing is written.
    const fine = await note(invoice.id, 0, { items: [{ ...line, quantity: 2.5555 }] });
    expect(fine.status).toBe(400);
    expect(fine.json.error.fields).toEqual({ 'items.0.quantity': 'Use at most 3 decimals for the quantity' });
    // Paid 500.00 of the 600.00 left: what is left to credit is still 600.00 (balance 100.00 plus paid), to the cent.
    await pay(invoice.id, 500);
    const over = await note(invoice.id, 0, { items: [{ ...line, quantity: '5.001' }] });
    expect(over.status).toBe(400);
    expect(over.json.error.fields.items).toMatch(/\(\$600\.12\) is more than is left to credit \(\$600\.00\)/);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from credit_notes where invoice_id = ${invoice.id}`,
    );
    expect(rows[0]!.n).toBe(1);
    const rest = await note(invoice.id, 0, { items: [{ ...line, quantity: 5 }] });
    expect(rest.status, rest.text).toBe(201);
    expect(rest.json.totalMinor).toBe(60_000);
  });
});
