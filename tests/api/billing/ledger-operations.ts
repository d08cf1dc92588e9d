/**
 * The random money operations of the ledger reconciliation, shared by tests/api/billing/ledger-property.test.ts (about
 * 50 a run, on both databases) and the benchmark (bench/ledger-reconciliation.ts, 2,000 on PostgreSQL): issue (due
 * today or already past), part-pay, refund, credit note, void, late fee, credit applied, credit refunded, a quote's
 * deposit and final invoice, and a time invoice. Each runs as staff (or the client's primary contact signing a quote)
 * would; a refusal (4xx) is fine, a 5xx never is.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { queryRows } from '@server/db/client';
import { sweepLateFees } from '@server/features/billing/reminders/reminder-sweep';
import { clientIds } from './billing-helpers';
import { insertEntry, timeFixture } from './time-invoice-helpers';
import { insertQuote, signatureFor } from '../quotes/quote-acceptance-helpers';
import { DEMO_ACCOUNTS, type TestApp } from '../support/harness';

export const CURRENCIES = ['USD', 'EUR'] as const;
const today = () => new Date().toISOString().slice(0, 10);
const daysFromToday = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const major = (minor: number) => Number((minor / 100).toFixed(2));

export type Op =
  | { t: 'issue'; client: number; currency: 0 | 1; cents: number; daysAgo: number; draft: boolean }
  | { t: 'pay' | 'refund' | 'credit'; i: number; pct: number }
  | { t: 'void' | 'apply' | 'lateFee'; i: number }
  | { t: 'refundCredit'; client: number; currency: 0 | 1; pct: number }
  | { t: 'quote'; currency: 0 | 1; cents: number; depositPct: number }
  | { t: 'final'; i: number }
  | { t: 'time'; client: number; currency: 0 | 1; minutes: number };

const pct = fc.integer({ min: 1, max: 120 });
const client = fc.nat(1);
const currency = fc.constantFrom(0 as const, 1 as const);
const on = <T extends string>(t: T) => fc.constant(t);
export const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      t: on('issue'),
      client,
      currency,
      cents: fc.integer({ min: 100, max: 250_000 }),
      // Issued today or, as if the calendar had moved on, days ago: every bucket of the ageing gets invoices.
      daysAgo: fc.constantFrom(0, 0, 0, 20, 45, 75, 120),
      draft: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
    }),
  },
  { weight: 4, arbitrary: fc.record({ t: on('pay'), i: fc.nat(), pct }) },
  { weight: 1, arbitrary: fc.record({ t: on('refund'), i: fc.nat(), pct }) },
  { weight: 2, arbitrary: fc.record({ t: on('credit'), i: fc.nat(), pct }) },
  { weight: 1, arbitrary: fc.record({ t: on('void'), i: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ t: on('apply'), i: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ t: on('lateFee'), i: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ t: on('refundCredit'), client, currency, pct }) },
  {
    weight: 1,
    arbitrary: fc.record({
      t: on('quote'),
      currency,
      cents: fc.integer({ min: 1_000, max: 500_000 }),
      depositPct: fc.integer({ min: 10, max: 90 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: on('final'), i: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ t: on('time'), client, currency, minutes: fc.integer({ min: 1, max: 600 }) }) },
);

/** The app, the two clients the operations touch, who acts, and the late fee rule they run under. */
export interface LedgerWorld {
  t: TestApp;
  admin: string;
  clientUser: string;
  /** [the client user's own company, another]: quotes are the first's, signed by its primary contact. */
  clients: string[];
}

/**
 * From an empty ledger, so every figure is the operations' alone; a fixed late fee of 12.34 seven days late (the sweep
 * reads it from the settings), and a webhook endpoint subscribed to the money events so that their payloads are written.
 */
export async function ledgerWorld(t: TestApp, webhookUrl: string): Promise<LedgerWorld> {
  const admin = await t.as(DEMO_ACCOUNTS.admin);
  const clientUser = await t.as(DEMO_ACCOUNTS.client_primary);
  const ids = await clientIds(t);
  // The two clients' time is the time operations' own; every invoice, credit and event goes.
  await queryRows(t.database.db, sql`delete from time_entries where client_id in (${ids.own}, ${ids.other})`);
  for (const table of ['client_credits', 'credit_note_items', 'credit_notes', 'invoices', 'webhook_events'])
    await queryRows(t.database.db, sql.raw(`delete from ${table}`));
  await queryRows(
    t.database.db,
    sql`update billing_settings set late_fee_kind = 'fixed', late_fee_fixed_minor = 1234, late_fee_basis_points = null, late_fee_after_days = 7 where id = 1`,
  );
  await queryRows(t.database.db, sql`update clients set reminders_mode = 'default' where id in (${ids.own}, ${ids.other})`);
  const events = ['invoice.created', 'invoice.partially_paid', 'invoice.paid', 'invoice.voided', 'credit_note.issued'];
  const res = await t.request('/api/webhook-endpoints', { cookie: admin, body: { url: webhookUrl, description: 'Ledger', events } });
  if (res.status !== 201) throw new Error(`Webhook endpoint: ${res.status} ${res.text}`);
  return { t, admin, clientUser, clients: [ids.own, ids.other] };
}

export interface InvoiceRow {
  id: string;
  invoice_number: string | null;
  client_id: string;
  currency: string;
  status: string;
  amount_minor: number;
  amount_paid_minor: number;
  amount_credited_minor: number;
  due_date: string;
  quote_id: string | null;
}

export async function invoicesNow(t: TestApp): Promise<InvoiceRow[]> {
  const rows = await queryRows<InvoiceRow>(
    t.database.db,
    sql`select id, invoice_number, client_id, currency, status, amount_minor::int, amount_paid_minor::int, amount_credited_minor::int,
          due_date::text, quote_id from invoices order by created_at, id`,
  );
  return rows.map((r) => ({
    ...r,
    amount_minor: Number(r.amount_minor),
    amount_paid_minor: Number(r.amount_paid_minor),
    amount_credited_minor: Number(r.amount_credited_minor),
  }));
}

/** The calendar moved on for an invoice: issued and due `days` earlier than it was. */
async function backdate(t: TestApp, invoiceId: string, days: number) {
  await queryRows(
    t.database.db,
    sql`update invoices set issued_at = issued_at - ${days} * interval '1 day', due_date = due_date - ${days}::int
        where id = ${invoiceId} and issued_at is not null and late_fee_added_at is null`,
  );
}

const owed = (r: InvoiceRow) => Math.max(r.amount_minor - r.amount_paid_minor - r.amount_credited_minor, 0);
const share = (minor: number, p: number) => major(Math.max(1, Math.floor((minor * Math.min(p, 100)) / 100)));

/** Runs one operation; returns its answer (null when there was nothing to do), which must never be a 5xx. */
export async function runOperation(w: LedgerWorld, o: Op): Promise<{ status: number; text: string } | null> {
  const { t, admin } = w;
  const all = await invoicesNow(t);
  const pick = 'i' in o && all.length ? all[o.i % all.length]! : null;
  const post = (path: string, body?: unknown, cookie = admin) => t.request(path, { cookie, body: body ?? {}, method: 'POST' });
  switch (o.t) {
    case 'issue': {
      const res = await post(`/api/clients/${w.clients[o.client]}/invoices`, {
        currency: CURRENCIES[o.currency],
        dueDate: today(),
        sendEmail: false,
        ...(o.draft && { status: 'draft' }),
        items: [{ description: 'Work', quantity: 1, amount: major(o.cents) }],
      });
      if (res.status === 201 && o.daysAgo) await backdate(t, res.json.id, o.daysAgo);
      return res;
    }
    case 'pay':
      if (!pick || owed(pick) === 0) return null;
      return post(`/api/invoices/${pick.id}/payments`, {
        amount: share(owed(pick), o.pct),
        currency: pick.currency,
        paidOn: today(),
        method: 'bank_transfer',
      });
    case 'refund': {
      if (!pick) return null;
      const ledger = (await t.request(`/api/invoices/${pick.id}/payments`, { cookie: admin })).json;
      const payment = ledger.payments.find(
        (p: { kind: string; method: string; refundableMinor: number }) =>
          p.kind === 'payment' && p.method !== 'credit' && p.refundableMinor > 0,
      );
      if (!payment) return null;
      return post(`/api/invoices/${pick.id}/refunds`, {
        paymentId: payment.id,
        amount: share(payment.refundableMinor, o.pct),
        paidOn: today(),
      });
    }
    case 'credit': {
      const room = pick ? pick.amount_minor - pick.amount_credited_minor : 0;
      if (!pick || room <= 0) return null;
      return post(`/api/invoices/${pick.id}/credit-notes`, {
        reason: 'Goodwill',
        items: [{ description: 'Credit', quantity: 1, amount: share(room, o.pct) }],
      });
    }
    case 'void':
      if (!pick) return null;
      return t.request(`/api/invoices/${pick.id}`, { method: 'PATCH', cookie: admin, body: { status: 'void', reason: 'Raised in error' } });
    case 'apply':
      return pick ? post(`/api/invoices/${pick.id}/apply-credit`) : null;
    case 'lateFee': {
      if (!pick || !['open', 'partially_paid'].includes(pick.status)) return null;
      // Due at least the rule's days ago, so the sweep of today finds it late (and any other invoice late enough).
      if (pick.due_date > daysFromToday(-7)) await backdate(t, pick.id, 30);
      await sweepLateFees(t.deps, new Date());
      return null;
    }
    case 'refundCredit': {
      const credit = (await t.request(`/api/clients/${w.clients[o.client]}/credit`, { cookie: admin })).json;
      const balance = credit.balances.find((b: { currency: string }) => b.currency === CURRENCIES[o.currency])?.balanceMinor ?? 0;
      if (balance <= 0) return null;
      return post(`/api/clients/${w.clients[o.client]}/credit-refunds`, {
        currency: CURRENCIES[o.currency],
        amount: share(balance, o.pct),
        paidOn: today(),
        method: 'bank_transfer',
      });
    }
    case 'quote': {
      const tax = { name: 'VAT', rateMillionths: 200_000, inclusive: false };
      const id = await insertQuote(t, {
        clientId: w.clients[0]!,
        currency: CURRENCIES[o.currency],
        depositBasisPoints: o.depositPct * 100,
        lines: [
          { description: 'Design', quantityHundredths: 150, unitPriceMinor: o.cents, tax },
          { description: 'Hosting', quantityHundredths: 100, unitPriceMinor: 1 + (o.cents % 9_999), tax: null },
        ],
      });
      const doc = (await t.request(`/api/quotes/${id}/document`, { cookie: w.clientUser })).json.document;
      const accepted = await post(`/api/quotes/${id}/accept`, await signatureFor(doc), w.clientUser);
      if (accepted.status !== 200) return accepted;
      return post(`/api/quotes/${id}/convert`);
    }
    case 'final': {
      const quoted = all.filter((r) => r.quote_id && r.status !== 'void');
      const of = quoted.length ? quoted[o.i % quoted.length]! : null;
      return of ? post(`/api/quotes/${of.quote_id}/final-invoice`) : null;
    }
    case 'time': {
      const clientId = w.clients[o.client]!;
      await insertEntry(t, clientId, await timeFixture(t, clientId), {
        minutes: o.minutes,
        rateMinor: 9_000 + o.minutes,
        currency: CURRENCIES[o.currency],
        workDate: '2025-03-10',
      });
      const selection = { from: '2025-03-01', to: '2025-03-31', groupBy: 'task', currency: CURRENCIES[o.currency] };
      const seen = await post(`/api/clients/${clientId}/time-invoice/preview`, selection);
      if (seen.status !== 200) return seen;
      return post(`/api/clients/${clientId}/time-invoice`, {
        ...selection,
        fingerprint: seen.json.fingerprint,
        dueDate: today(),
        description: 'March time',
        sendEmail: false,
      });
    }
  }
}
