/**
 * What each invoice is by its ledger rows alone (decisions 0092-0093): its total is its lines' totals plus its late
 * fee, paid its payments less refunds, credited its credit notes' totals (each the sum of its lines). The four figures
 * of a set of invoices follow from those by the words written down once in src/server/db/ledger-figures.ts; here they
 * are recomputed in plain code, never through the functions the screens call. Used by ledger-property-screens.ts.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@server/db/client';
import type { TestApp } from '../support/harness';

export interface Truth {
  id: string;
  number: string | null;
  clientId: string;
  currency: string;
  status: string;
  dueDate: string | null;
  /** Stored on the invoice row: compared with what its rows add up to. */
  stored: { amount: number; paid: number; credited: number; lateFee: number };
  amount: number;
  paid: number;
  credited: number;
}

export async function ledgerTruth(t: TestApp): Promise<Truth[]> {
  const rows = await queryRows<Record<string, string | number | null>>(
    t.database.db,
    sql`select i.id, i.invoice_number, i.client_id, i.currency, i.status, i.due_date::text as due_date,
          i.amount_minor::bigint as s_amount, i.amount_paid_minor::bigint as s_paid, i.amount_credited_minor::bigint as s_credited,
          i.late_fee_minor::bigint as late_fee,
          coalesce((select sum(it.total_minor) from invoice_items it where it.invoice_id = i.id), 0)::bigint as lines,
          coalesce((select sum(case when p.kind = 'refund' then -p.amount_minor else p.amount_minor end)
                    from invoice_payments p where p.invoice_id = i.id), 0)::bigint as paid,
          coalesce((select sum(ci.total_minor) from credit_notes c join credit_note_items ci on ci.credit_note_id = c.id
                    where c.invoice_id = i.id), 0)::bigint as credited
        from invoices i order by i.created_at, i.id`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    number: r.invoice_number === null ? null : String(r.invoice_number),
    clientId: String(r.client_id),
    currency: String(r.currency),
    status: String(r.status),
    dueDate: r.due_date === null ? null : String(r.due_date),
    stored: { amount: Number(r.s_amount), paid: Number(r.s_paid), credited: Number(r.s_credited), lateFee: Number(r.late_fee) },
    amount: Number(r.lines) + Number(r.late_fee),
    paid: Number(r.paid),
    credited: Number(r.credited),
  }));
}

const ISSUED = ['open', 'partially_paid', 'paid', 'uncollectible'];
const OUTSTANDING = ['open', 'partially_paid'];
export const balanceOf = (r: Truth) => Math.max(r.amount - r.paid - r.credited, 0);
export const owedOn = (r: Truth) => (OUTSTANDING.includes(r.status) ? balanceOf(r) : 0);
export const today = () => new Date().toISOString().slice(0, 10);
const isOverdue = (r: Truth) => OUTSTANDING.includes(r.status) && r.dueDate !== null && r.dueDate < today();
const sum = (list: Truth[], f: (r: Truth) => number) => list.reduce((n, r) => n + f(r), 0);

/** The four figures (with counts) of the invoices of one currency, as the API's totals have them. */
export function figuresOf(rows: Truth[], currency: string) {
  const issued = rows.filter((r) => r.currency === currency && ISSUED.includes(r.status));
  const outstanding = issued.filter((r) => OUTSTANDING.includes(r.status));
  const overdue = outstanding.filter(isOverdue);
  return {
    total: { amountMinor: sum(issued, (r) => r.amount), count: issued.length },
    paid: { amountMinor: sum(issued, (r) => r.paid), count: issued.filter((r) => r.status === 'paid').length },
    outstanding: { amountMinor: sum(outstanding, balanceOf), count: outstanding.length },
    overdue: { amountMinor: sum(overdue, balanceOf), count: overdue.length },
  };
}

/** Days past due as the ageing counts them, into its buckets. */
export function ageingOf(rows: Truth[], currency: string) {
  const buckets = {
    current: [] as Truth[],
    days1To30: [] as Truth[],
    days31To60: [] as Truth[],
    days61To90: [] as Truth[],
    over90: [] as Truth[],
  };
  for (const r of rows.filter((x) => x.currency === currency && OUTSTANDING.includes(x.status))) {
    const late = Math.round((Date.parse(today()) - Date.parse(r.dueDate ?? today())) / 86_400_000);
    const name = late <= 0 ? 'current' : late <= 30 ? 'days1To30' : late <= 60 ? 'days31To60' : late <= 90 ? 'days61To90' : 'over90';
    buckets[name].push(r);
  }
  const figure = (list: Truth[]) => ({ amountMinor: sum(list, balanceOf), count: list.length });
  return {
    ...Object.fromEntries(Object.entries(buckets).map(([k, list]) => [k, figure(list)])),
    total: figure(Object.values(buckets).flat()),
  };
}

/** The client's credit balance per currency, by its rows. */
export async function creditTruth(t: TestApp, clientId: string): Promise<Record<string, number>> {
  const rows = await queryRows<{ currency: string; balance: string }>(
    t.database.db,
    sql`select currency, sum(amount_minor)::bigint as balance from client_credits where client_id = ${clientId} group by currency having sum(amount_minor) <> 0`,
  );
  return Object.fromEntries(rows.map((r) => [r.currency, Number(r.balance)]));
}

/**
 * Each money event's payload against the ledger as it stood when the event was written (its transaction's time: the
 * rows written in that transaction, and before it): the invoice's total, paid, credited and balance; a credit note's
 * total and its lines.
 */
export async function webhookMismatches(t: TestApp): Promise<string[]> {
  const events = await queryRows<{ type: string; data: Record<string, unknown>; at: string; expected: Record<string, string> }>(
    t.database.db,
    sql`select e.type, e.data, e.occurred_at::text as at, json_build_object(
          'lines', (select coalesce(sum(it.total_minor), 0) from invoice_items it where it.invoice_id::text = e.data->>'id'),
          'lateFee', (select coalesce(sum(i.late_fee_minor), 0) from invoices i where i.id::text = e.data->>'id' and i.late_fee_added_at <= e.occurred_at),
          'paid', (select coalesce(sum(case when p.kind = 'refund' then -p.amount_minor else p.amount_minor end), 0) from invoice_payments p
                   where p.invoice_id::text = e.data->>'id' and p.created_at <= e.occurred_at),
          'credited', (select coalesce(sum(ci.total_minor), 0) from credit_notes c join credit_note_items ci on ci.credit_note_id = c.id
                       where c.invoice_id::text = e.data->>'id' and c.created_at <= e.occurred_at),
          'noteLines', (select coalesce(sum(ci.total_minor), 0) from credit_note_items ci where ci.credit_note_id::text = e.data->>'id')
        ) as expected
        from webhook_events e where e.type like 'invoice.%' or e.type = 'credit_note.issued' order by e.occurred_at, e.id`,
  );
  const out: string[] = [];
  for (const e of events) {
    const x = Object.fromEntries(Object.entries(e.expected).map(([k, v]) => [k, Number(v)]));
    const d = e.data as Record<string, number>;
    if (e.type === 'credit_note.issued') {
      if (d.totalMinor !== x.noteLines) out.push(`webhook ${e.type} ${String(e.data.id)}: total ${d.totalMinor}, lines ${x.noteLines}`);
      continue;
    }
    const amount = x.lines! + x.lateFee!;
    const want = {
      amountMinor: amount,
      amountPaidMinor: x.paid,
      amountCreditedMinor: x.credited,
      balanceMinor: Math.max(amount - x.paid! - x.credited!, 0),
    };
    const got = {
      amountMinor: d.amountMinor,
      amountPaidMinor: d.amountPaidMinor,
      amountCreditedMinor: d.amountCreditedMinor,
      balanceMinor: d.balanceMinor,
    };
    if (JSON.stringify(got) !== JSON.stringify(want))
      out.push(`webhook ${e.type} of ${String(e.data.invoiceNumber)} at ${e.at}: ${JSON.stringify(got)}, rows ${JSON.stringify(want)}`);
  }
  return out;
}

/** A CSV file's rows (RFC 4180: quoted fields may hold commas, quotes and line ends). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endField();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      endRow();
    } else field += ch;
  }
  if (field || row.length) endRow();
  return rows;
}
