import { Download, ExternalLink } from 'lucide-react';
import { toast } from 'sonner';
import { formatDate, formatMoney } from '../../lib/format';
import type { InvoiceDto } from '../../../shared/schemas/billing';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { billingApi } from '../../../shared/api/billing';
import { endpointUrl, errorMessage } from '../../lib/api';
import { useSetInvoiceStatus } from './api/billing-mutations';
import { InvoiceStatusBadge } from './invoice-status-badge';

export interface InvoiceDetailsDialogProps {
  invoice: InvoiceDto | null;
  onOpenChange: (open: boolean) => void;
}

/** Issue, Mark as Paid and Mark as Void as far as the invoice's own `can` allows (the server decides, decision 0034). */
export function InvoiceDetailsDialog({ invoice, onOpenChange }: InvoiceDetailsDialogProps) {
  const setStatus = useSetInvoiceStatus();
  if (!invoice) return null;

  const DONE = { open: 'Invoice issued: the client can see it now', paid: 'Invoice marked as paid', void: 'Invoice voided' } as const;
  const mark = (status: 'open' | 'paid' | 'void') =>
    setStatus.mutate(
      { invoiceId: invoice.id, status },
      {
        onSuccess: () => {
          toast.success(DONE[status]);
          onOpenChange(false);
        },
        onError: (error) => toast.error('Failed to update invoice', { description: errorMessage(error) }),
      },
    );

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title="Invoice Details"
      description={`Invoice #${invoice.invoiceNumber ?? 'N/A'}`}
      className="max-w-xl"
      footer={
        <>
          <Button asChild variant="secondary">
            <a href={endpointUrl(billingApi.invoicePdf, { params: { id: invoice.id } })} download>
              <Download aria-hidden />
              Download PDF
            </a>
          </Button>
          {invoice.can.void ? (
            <Button variant="secondary" disabled={setStatus.isPending} onClick={() => mark('void')}>
              Mark as Void
            </Button>
          ) : null}
          {invoice.can.markPaid ? (
            <Button variant={invoice.can.issue ? 'secondary' : undefined} disabled={setStatus.isPending} onClick={() => mark('paid')}>
              Mark as Paid
            </Button>
          ) : null}
          {/* A draft is unseen by the client until it is issued (decision 0023). */}
          {invoice.can.issue ? (
            <Button disabled={setStatus.isPending} onClick={() => mark('open')}>
              Issue Invoice
            </Button>
          ) : null}
          {invoice.hostedInvoiceUrl && invoice.status === 'open' ? (
            <Button asChild>
              <a href={invoice.hostedInvoiceUrl} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden />
                Pay Now
              </a>
            </Button>
          ) : null}
        </>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          <InvoiceStatusBadge status={invoice.status} overdue={invoice.overdue} />
        </dd>
        <dt className="text-muted-foreground">Amount</dt>
        <dd className="font-semibold tabular-nums">{formatMoney(invoice.amountMinor, invoice.currency)}</dd>
        <dt className="text-muted-foreground">Created</dt>
        <dd>{formatDate(invoice.createdAt) || '—'}</dd>
        <dt className="text-muted-foreground">Due Date</dt>
        <dd>{formatDate(invoice.dueDate) || '—'}</dd>
        {invoice.paidAt ? (
          <>
            <dt className="text-muted-foreground">Paid</dt>
            <dd>{formatDate(invoice.paidAt) || '—'}</dd>
          </>
        ) : null}
        {invoice.description ? (
          <>
            <dt className="text-muted-foreground">Description</dt>
            <dd className="whitespace-pre-wrap">{invoice.description}</dd>
          </>
        ) : null}
      </dl>
      {invoice.items.length ? (
        <table className="mt-4 w-full text-sm">
          <thead className="border-b border-border text-left text-xs text-muted-foreground uppercase">
            <tr>
              <th className="py-2 font-medium">Item</th>
              <th className="py-2 text-right font-medium">Qty</th>
              <th className="py-2 text-right font-medium">Amount</th>
              <th className="py-2 text-right font-medium">Total</th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((item) => (
              <tr key={item.id} className="border-b border-border last:border-0">
                <td className="py-2 pr-2">{item.description}</td>
                <td className="py-2 text-right tabular-nums">{item.quantity}</td>
                <td className="py-2 text-right tabular-nums">{formatMoney(item.unitAmountMinor, invoice.currency)}</td>
                <td className="py-2 text-right tabular-nums">{formatMoney(item.unitAmountMinor * item.quantity, invoice.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Dialog>
  );
}
