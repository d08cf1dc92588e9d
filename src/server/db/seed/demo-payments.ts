/**
 * Payments in the demo (decision 0054): every paid invoice has the payment that paid it; some open ones are partly
 * paid by different methods (one of them the demo client's, so client_primary sees a balance), one payment is partly
 * refunded, and one invoice has a credit note, CN-0001. Written as the ledger writes them: amount_paid is the sum of
 * the payments less refunds, the status follows from it.
 */
import { sql } from 'drizzle-orm';
import { shareOf } from '@shared/document-totals';
import { statusAfterMoney } from '@shared/policies/invoices';
import { formatCreditNoteNumber } from '@shared/schemas/payments';
import type { InvoiceStatus, PaymentMethod } from '@shared/enums';
import { queryRows } from '../client';
import { creditNoteItems, creditNotes, documentCounters, invoicePayments, invoices } from '../schema';
import type { Tx } from '../transaction';
import { eq } from 'drizzle-orm';
import { DAY } from './demo-types';

interface OpenInvoice extends Record<string, unknown> {
  id: string;
  client_id: string;
  amount_minor: number;
  currency: string;
  own: boolean;
}

const day = (now: Date, daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString().slice(0, 10);

export async function seedDemoPayments(tx: Tx, now: Date): Promise<{ payments: number; creditNotes: number }> {
  // The paid invoices' own payment, on the day they were paid.
  const paid = await queryRows<{ n: number }>(
    tx,
    sql`with made as (
          insert into invoice_payments (invoice_id, kind, amount_minor, currency, paid_on, method, reference, created_at)
          select i.id, 'payment', i.amount_minor, i.currency, (i.paid_at at time zone 'UTC')::date,
                 (array['bank_transfer', 'card', 'check', 'bank_transfer'])[1 + (abs(hashtext(i.id::text)) % 4)], i.invoice_number, i.paid_at
          from invoices i where i.status = 'paid' and i.amount_minor > 0 and i.paid_at is not null
          returning invoice_id, amount_minor)
        , kept as (update invoices i set amount_paid_minor = made.amount_minor from made where made.invoice_id = i.id returning 1)
        select count(*)::int as n from kept`,
  );
  const open = await queryRows<OpenInvoice>(
    tx,
    sql`select i.id, i.client_id, i.amount_minor::int as amount_minor, i.currency,
               i.client_id = (select client_id from users where email = 'client_primary@demo.test') as own
        from invoices i where i.status = 'open' and i.currency = 'USD' and i.amount_minor >= 10000
          -- Older than its payments: none is dated before its invoice.
          and i.created_at < ${new Date(now.getTime() - 14 * DAY)}
        order by (i.client_id = (select client_id from users where email = 'client_primary@demo.test')) desc, i.invoice_number`,
  );
  const own = open.find((i) => i.own);
  const others = open.filter((i) => i !== own);
  const [a, b, c, d] = [own ?? others.shift(), others.shift(), others.shift(), others.shift()];
  let payments = 0;
  /** A share of the invoice (basis points), or a number of minor units given as { minor }. */
  const pay = async (
    invoice: OpenInvoice,
    share: number | { minor: number },
    method: PaymentMethod,
    daysAgo: number,
    reference: string | null,
  ) => {
    const amountMinor = typeof share === 'number' ? shareOf(invoice.amount_minor, share) : share.minor;
    const [row] = await tx
      .insert(invoicePayments)
      .values({
        invoiceId: invoice.id,
        kind: 'payment',
        amountMinor,
        currency: invoice.currency,
        paidOn: day(now, daysAgo),
        method,
        reference,
      })
      .returning({ id: invoicePayments.id, amountMinor: invoicePayments.amountMinor });
    payments += 1;
    return row!;
  };
  // The demo client's invoice: 40% by bank transfer, then 20% by card.
  if (a) {
    await pay(a, 4000, 'bank_transfer', 10, 'TRF-20931');
    await pay(a, 2000, 'card', 3, null);
  }
  if (b) await pay(b, 5000, 'check', 5, 'Check 1044');
  // Paid in full, then part of the cash payment handed back.
  if (c) {
    const transfer = await pay(c, 7000, 'bank_transfer', 12, 'TRF-20877');
    // The rest to the cent: two rounded shares could add up to a cent more than the invoice.
    const cash = await pay(c, { minor: c.amount_minor - transfer.amountMinor }, 'cash', 6, null);
    await tx
      .insert(invoicePayments)
      .values({
        invoiceId: c.id,
        kind: 'refund',
        amountMinor: shareOf(cash.amountMinor, 5000),
        currency: c.currency,
        paidOn: day(now, 2),
        method: 'cash',
        refundOfId: cash.id,
        note: 'Paid twice for the same sprint: half returned',
      });
    payments += 1;
  }
  let notes = 0;
  if (d) {
    const total = shareOf(d.amount_minor, 1000);
    const [counter] = await tx
      .insert(documentCounters)
      .values({ kind: 'credit_note', lastNumber: 1 })
      .onConflictDoUpdate({ target: documentCounters.kind, set: { lastNumber: sql`${documentCounters.lastNumber} + 1` } })
      .returning({ n: documentCounters.lastNumber });
    const [note] = await tx
      .insert(creditNotes)
      .values({
        creditNoteNumber: formatCreditNoteNumber(Number(counter!.n)),
        invoiceId: d.id,
        clientId: d.client_id,
        currency: d.currency,
        reason: 'Launch slipped a week: 10% off as agreed',
        subtotalMinor: total,
        totalMinor: total,
        issuedOn: day(now, 1),
      })
      .returning({ id: creditNotes.id });
    await tx
      .insert(creditNoteItems)
      .values({
        creditNoteId: note!.id,
        description: 'Discount for the late launch',
        quantityThousandths: 1000,
        unitAmountMinor: total,
        netMinor: total,
        totalMinor: total,
      });
    await tx.update(invoices).set({ amountCreditedMinor: total }).where(eq(invoices.id, d.id));
    notes = 1;
  }
  // Each touched invoice's sums and status, as the ledger keeps them.
  for (const invoice of [a, b, c].filter((i): i is OpenInvoice => !!i)) {
    const [sums] = await queryRows<{ paid: number }>(
      tx,
      sql`select coalesce(sum(case when kind = 'refund' then -amount_minor else amount_minor end), 0)::int as paid from invoice_payments where invoice_id = ${invoice.id}`,
    );
    const status: InvoiceStatus = statusAfterMoney('open', {
      amountMinor: invoice.amount_minor,
      amountPaidMinor: sums!.paid,
      amountCreditedMinor: 0,
    });
    await tx.update(invoices).set({ amountPaidMinor: sums!.paid, status }).where(eq(invoices.id, invoice.id));
  }
  return { payments: paid[0]!.n + payments, creditNotes: notes };
}
