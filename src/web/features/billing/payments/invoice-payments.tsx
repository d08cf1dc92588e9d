import { Download, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { paymentsApi } from '@shared/api/payments';
import { creditExcess } from '@shared/policies/invoices';
import type { InvoiceDto } from '@shared/schemas/billing';
import type { PaymentDto } from '@shared/schemas/payments';
import { Button } from '@web/components/button';
import { TableHead } from '@web/components/table-head';
import { rich } from '@web/lib/i18n-rich';
import { endpointUrl } from '@web/lib/api';
import { formatDate, formatMoney } from '@web/lib/format';
import * as billing from '@web/lib/messages/billing';
import { t } from '@web/lib/messages/invoices';
import { paymentMethodLabel } from '../payment-method-labels';
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
    <section aria-label={t('invoices.payments.title')} className="mt-4 space-y-3">
      <h3 className="text-sm font-semibold">{t('invoices.payments.title')}</h3>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">{t('invoices.totals.paid')}</dt>
          <dd className="font-medium tabular-nums">{money(data.amountPaidMinor)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('invoices.payments.credited')}</dt>
          <dd className="font-medium tabular-nums">{money(data.amountCreditedMinor)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('invoices.statement.balance')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="invoice-balance">
            {money(data.balanceMinor)}
          </dd>
        </div>
        {movedToCredit > 0 ? (
          <div className="col-span-3">
            <dt className="text-muted-foreground">{t('invoices.payments.movedToCredit')}</dt>
            <dd className="font-medium tabular-nums">{money(movedToCredit)}</dd>
          </div>
        ) : null}
      </dl>
      {data.payments.length ? (
        <table className="w-full text-left text-sm">
          <TableHead
            columns={[
              t('invoices.statement.date'),
              t('invoices.payments.method'),
              t('invoices.payments.reference'),
              { label: t('invoices.table.amount'), className: 'text-right' },
              invoice.can.refund && { label: t('invoices.table.actions'), hidden: true },
            ]}
            className="text-xs text-muted-foreground uppercase"
            cellClassName="py-1"
          />
          <tbody>
            {data.payments.map((p) => (
              <tr key={p.id} className="border-t border-border align-top">
                <td className="py-1.5">{formatDate(p.paidOn)}</td>
                <td className="py-1.5">
                  {p.kind === 'refund' ? (
                    <span className="mr-1 rounded bg-surface-muted px-1 text-xs font-medium">{t('invoices.payments.refund')}</span>
                  ) : null}
                  {paymentMethodLabel(p.method)}
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
                        aria-label={billing.t('billing.refund.paymentOf', { amount: money(p.amountMinor) })}
                      >
                        <Undo2 aria-hidden />
                        {billing.t('billing.refund.button')}
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
        <ul className="space-y-1 text-sm" aria-label={t('invoices.creditNotes.label')}>
          {data.creditNotes.map((n) => (
            <li key={n.id} className="flex items-center justify-between gap-2 border-t border-border pt-1.5">
              <span>
                {rich(t('invoices.payments.creditNote', { number: n.creditNoteNumber }), {
                  number: (words) => <span className="font-medium">{words}</span>,
                })}{' '}
                · {formatDate(n.issuedOn)} · {n.reason}
              </span>
              <span className="flex items-center gap-2 tabular-nums">
                −{money(n.totalMinor)}
                <Button asChild size="sm" variant="ghost">
                  <a
                    href={endpointUrl(paymentsApi.creditNotePdf, { params: { id: n.id } })}
                    download
                    aria-label={t('invoices.creditNotes.download', { number: n.creditNoteNumber })}
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
