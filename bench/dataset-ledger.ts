/**
 * The benchmark's ledger (decisions 0054, 0092): after the time invoices (bench/dataset-time.ts), more invoices up to
 * `invoices` in every state and two currencies (one in four for the largest client, 'bench-client-201', so its
 * statement and billing meet a busy ledger), each with its line, and `payments` payment rows spread over every invoice
 * with money on it, summing to its amount paid, so the figures the screens read are the ledger's own. Same shape, same
 * data: every choice is a hash of the row number.
 */
import type { Shape } from './dataset';

const uuidOf = (label: string, n: string) => `md5('${label}-' || (${n}))::uuid`;
const hash = (salt: string, mod: number) => `(abs(hashtext('${salt}' || g)) % ${mod})`;
const STATUSES = ['draft', 'open', 'open', 'open', 'partially_paid', 'partially_paid', 'paid', 'paid', 'paid', 'void', 'uncollectible'];

export function ledgerStatements(shape: Shape, have: { clients: number }): string[] {
  const C = shape.clients - have.clients;
  // The largest client is the busy project's ('bench-client-201'); a smaller set (the embedded database's) uses its first.
  const largest = uuidOf('bench-client', String(C >= 201 ? 201 : 1));
  return [
    // The time invoices are paid: their amount paid is their total (their payments follow below).
    `update invoices set amount_paid_minor = amount_minor, subtotal_minor = amount_minor where invoice_number like 'BT-%'`,
    `update invoice_items set net_minor = unit_amount_minor, total_minor = unit_amount_minor
     where invoice_id in (select id from invoices where invoice_number like 'BT-%')`,
    `insert into invoices (id, client_id, invoice_number, description, amount_minor, subtotal_minor, amount_paid_minor, currency, status,
                          due_date, paid_at, issued_at, created_at, updated_at)
     select ${uuidOf('bench-inv', 'g')}, case when g % 4 = 0 then ${largest} else ${uuidOf('bench-client', `1 + g % ${C}`)} end,
       case when st <> 'draft' then 'BI-' || g end, 'Services ' || g, amount, amount,
       case st when 'paid' then amount when 'partially_paid' then amount / 2 else 0 end,
       case when g % 5 = 0 then 'EUR' else 'USD' end, st, (at + interval '30 days')::date,
       case when st = 'paid' then at + interval '20 days' end, case when st <> 'draft' then at end, at, at
     from (select g, (array[${STATUSES.map((s) => `'${s}'`).join(',')}])[1 + ${hash('is', STATUSES.length)}] as st,
             (1 + ${hash('ia', 400)}) * 2500 as amount, now() - (g % 700) * interval '1 day' - (g % 24) * interval '1 hour' as at
           from generate_series(1, greatest(0, ${shape.invoices} - (select count(*) from invoices)::int)) g) s`,
    `insert into invoice_items (invoice_id, description, quantity_thousandths, unit_amount_minor, net_minor, total_minor, position, created_at)
     select id, description, 1000, amount_minor, amount_minor, amount_minor, 0, created_at from invoices where invoice_number like 'BI-%' or
       (invoice_number is null and description like 'Services %')`,
    // Payments: as many to each invoice with money on it (and none yet: the demo's have theirs) as `payments` allows, the
    // first taking what the split leaves.
    `with target as (select greatest(0, ${shape.payments} - count(*))::bigint as p from invoice_payments),
     payable as (select id, currency, amount_paid_minor as paid, coalesce(issued_at, created_at) as at,
                   row_number() over (order by id) - 1 as i, count(*) over () as n
                 from invoices i where amount_paid_minor > 0 and not exists (select from invoice_payments p where p.invoice_id = i.id)),
     split as (select payable.*, least(paid, target.p / n + case when i < target.p % n then 1 else 0 end) as k from payable, target)
     insert into invoice_payments (invoice_id, kind, amount_minor, currency, paid_on, method, created_at)
     select id, 'payment', paid / k + case when j = 0 then paid % k else 0 end, currency,
       least(current_date, (at at time zone 'UTC')::date + j::int * 3), 'bank_transfer', at + j::int * interval '3 days'
     from split, generate_series(0, k - 1) j where k > 0`,
    // The reminders and late fees of the past were dealt with when they fell due: the app's sweep, every minute of the
    // benchmark, finds no backlog of thousands of e-mails to send (which it would spend the first minutes on).
    `insert into invoice_reminders (invoice_id, offset_days, created_at, sent_at)
     select i.id, o, i.due_date + o, i.due_date + o from invoices i, unnest((select reminder_offsets from billing_settings where id = 1)) o
     where i.status in ('open', 'partially_paid') and i.due_date + o <= current_date on conflict do nothing`,
    `update invoices set late_fee_added_at = due_date + 30 where status in ('open', 'partially_paid') and due_date < current_date - 30`,
  ];
}
