import { Download, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { paymentsApi } from '@shared/api/payments';
import { creditExcess } from '@shared/policies/invoices';
import type { InvoiceDto } from '@shared/schemas/billing';
import { PAYMENT_METHOD_LABELS, type PaymentDto } from '@shared/schemas/payments';
import { Button } from '@web/components/button';
import { TableHead } from '@web/components/table-head';
import { endpointUrl } from '@web/lib/api';
import { formatDate, formatMoney } from '@web/lib/format';
import { useInvoiceLedger } from './api/payments';
import { RefundDialog } from './refund-dialog';

/**
 * The invoice's money in its details dialog: paid, credited and balance, then each payment and refund (refunds marked
 * and shown as money going out) and the credit notes with their PDFs. Client users see the same, without staff notes.
 */
export function InvoicePayments({ invoice }: { invoice: InvoiceDto }) {
  const ledger = useInvoiceLedger(invoice.id);
  const [refunding, setRefunding] = useState<PaymentDto | null>(null);
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const data = ledger.data;
  if (!data?.payments || !data.creditNotes || (data.payments.length === 0 && data.creditNotes.length === 0)) return null;
  // Paid and credited above the total: the excess went to the client's credit balance, as the PDF says too.
  const movedToCredit = creditExcess(data);
  return (
    <section aria-label="Payments" className="mt-4 space-y-3">
      <h3 className="text-sm font-semibold">Payments</h3>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Paid</dt>
          <dd className="font-medium tabular-nums">{money(data.amountPaidMinor)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Credited</dt>
          <dd className="font-medium tabular-nums">{money(data.amountCreditedMinor)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Balance</dt>
          <dd className="font-semibold tabular-nums" data-testid="invoice-balance">
            {money(data.balanceMinor)}
          </dd>
        </div>
        {movedToCredit > 0 ? (
          <div className="col-span-3">
            <dt className="text-muted-foreground">Plus moved to the credit balance</dt>
            <dd className="font-medium tabular-nums">{money(movedToCredit)}</dd>
          </div>
        ) : null}
      </dl>
      {data.payments.length ? (
        <table className="w-full text-left text-sm">
          <TableHead
            columns={[
              'Date',
              'Method',
              'Reference',
              { label: 'Amount', className: 'text-right' },
              invoice.can.refund && { label: 'Actions', hidden: true },
            ]}
            className="text-xs text-muted-foreground uppercase"
            cellClassName="py-1"
          />
          <tbody>
            {data.payments.map((p) => (
              <tr key={p.id} className="border-t border-border align-top">
                <td className="py-1.5">{formatDate(p.paidOn)}</td>
                <td className="py-1.5">
                  {p.kind === 'refund' ? <span className="mr-1 rounded bg-surface-muted px-1 text-xs font-medium">Refund</span> : null}
                  {PAYMENT_METHOD_LABELS[p.method]}
                  {p.note ? <p className="text-xs text-muted-foreground">{p.note}</p> : null}
                </td>
                <td className="py-1.5">{p.reference ?? '—'}</td>
                <td className="py-1.5 text-right tabular-nums">
                  {p.kind === 'refund' ? `−${money(p.amountMinor)}` : money(p.amountMinor)}
                </td>
                {invoice.can.refund ? (
                  <td className="py-1 text-right">
                    {p.kind === 'payment' && p.method !== 'stripe' && p.refundableMinor > 0 ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setRefunding(p)}
                        aria-label={`Refund payment of ${money(p.amountMinor)}`}
                      >
                        <Undo2 aria-hidden />
                        Refund
                      </Button>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {data.creditNotes.length ? (
        <ul className="space-y-1 text-sm" aria-label="Credit notes">
          {data.creditNotes.map((n) => (
            <li key={n.id} className="flex items-center justify-between gap-2 border-t border-border pt-1.5">
              <span>
                Credit note <span className="font-medium">{n.creditNoteNumber}</span> · {formatDate(n.issuedOn)} · {n.reason}
              </span>
              <span className="flex items-center gap-2 tabular-nums">
                −{money(n.totalMinor)}
                <Button asChild size="sm" variant="ghost">
                  <a
                    href={endpointUrl(paymentsApi.creditNotePdf, { params: { id: n.id } })}
                    download
                    aria-label={`Download credit note ${n.creditNoteNumber}`}
                  >
                    <Download aria-hidden />
                  </a>
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {refunding ? (
        <RefundDialog payment={refunding} currency={invoice.currency} onOpenChange={(open) => !open && setRefunding(null)} />
      ) : null}
    </section>
  );
}
