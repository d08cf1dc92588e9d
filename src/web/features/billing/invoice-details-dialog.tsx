import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { formatDate, formatMoney } from '../../lib/format';
import type { InvoiceDto } from '@shared/schemas/billing';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { billingApi } from '@shared/api/billing';
import { endpointUrl, errorMessage } from '../../lib/api';
import * as billing from '../../lib/messages/billing';
import { t } from '../../lib/messages/invoices';
import { useSetInvoiceStatus } from './api/billing-mutations';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { PayNowButton } from './pay-now-button';
import { InvoiceHistory } from './invoice-history';
import { InvoiceLinesTable } from './invoice-lines-table';
import { ApplyCreditButton } from './payments/apply-credit-button';
import { CreditNoteDialog } from './payments/credit-note-dialog';
import { InvoicePayments } from './payments/invoice-payments';
import { RecordPaymentDialog } from './payments/record-payment-dialog';
import { VoidInvoiceDialog } from './void-invoice-dialog';
import { CreateInvoiceDialog } from './create-invoice-dialog';

export interface InvoiceDetailsDialogProps {
  invoice: InvoiceDto | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * Issue, Record Payment, Apply Credit, Issue Credit Note and Mark as Void as far as the invoice's own `can` allows (the server decides,
 * decision 0034); its payments, refunds and credit notes below its lines (decision 0054).
 */
export function InvoiceDetailsDialog({ invoice, onOpenChange }: InvoiceDetailsDialogProps) {
  const setStatus = useSetInvoiceStatus();
  const [paying, setPaying] = useState(false);
  const [crediting, setCrediting] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const [editing, setEditing] = useState(false);
  if (!invoice) return null;

  const issue = () =>
    setStatus.mutate(
      { invoiceId: invoice.id, status: 'open' },
      {
        onSuccess: () => {
          toast.success(billing.t('billing.details.issued'));
          onOpenChange(false);
        },
        onError: (error) => toast.error(billing.t('billing.details.updateFailed'), { description: errorMessage(error) }),
      },
    );

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t('invoices.details.title')}
      // A draft takes its number when it is issued (decision 0095).
      description={invoice.invoiceNumber ? t('invoices.details.number', { number: invoice.invoiceNumber }) : t('invoices.details.draft')}
      className="max-w-xl"
      footer={
        <>
          <Button asChild variant="secondary">
            <a href={endpointUrl(billingApi.invoicePdf, { params: { id: invoice.id } })} download>
              <Download aria-hidden />
              {t('invoices.details.downloadPdf')}
            </a>
          </Button>
          {invoice.can.void ? (
            <Button variant="secondary" disabled={setStatus.isPending} onClick={() => setVoiding(true)}>
              {billing.t('billing.details.void')}
            </Button>
          ) : null}
          {invoice.can.creditNote ? (
            <Button variant="secondary" onClick={() => setCrediting(true)}>
              {billing.t('billing.creditNote.title')}
            </Button>
          ) : null}
          <ApplyCreditButton invoice={invoice} />
          {invoice.can.markPaid ? (
            <Button variant={invoice.can.issue ? 'secondary' : undefined} onClick={() => setPaying(true)}>
              {billing.t('billing.payment.record')}
            </Button>
          ) : null}
          {/* A draft is the agency's until issued: its lines and terms change in the creation form (decision 0095). */}
          {invoice.can.edit ? (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {billing.t('billing.details.edit')}
            </Button>
          ) : null}
          {/* A draft is unseen by the client until it is issued (decision 0023). */}
          {invoice.can.issue ? (
            <Button disabled={setStatus.isPending} onClick={issue}>
              {billing.t('billing.details.issue')}
            </Button>
          ) : null}
          <PayNowButton invoice={invoice} />
        </>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">{t('invoices.table.status')}</dt>
        <dd>
          <InvoiceStatusBadge status={invoice.status} overdue={invoice.overdue} />
        </dd>
        <dt className="text-muted-foreground">{t('invoices.table.amount')}</dt>
        <dd className="font-semibold tabular-nums">{formatMoney(invoice.amountMinor, invoice.currency)}</dd>
        {invoice.status !== 'draft' && invoice.status !== 'void' && invoice.balanceMinor !== invoice.amountMinor ? (
          <>
            <dt className="text-muted-foreground">{t('invoices.statement.balance')}</dt>
            <dd className="font-semibold tabular-nums">{formatMoney(invoice.balanceMinor, invoice.currency)}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{t('invoices.details.created')}</dt>
        <dd>{formatDate(invoice.createdAt) || '—'}</dd>
        <dt className="text-muted-foreground">{t('invoices.table.dueDate')}</dt>
        <dd>{formatDate(invoice.dueDate) || '—'}</dd>
        {invoice.poNumber ? (
          <>
            <dt className="text-muted-foreground">{t('invoices.details.poNumber')}</dt>
            <dd>{invoice.poNumber}</dd>
          </>
        ) : null}
        {invoice.paymentTermsDays !== null ? (
          <>
            <dt className="text-muted-foreground">{t('invoices.details.paymentTerms')}</dt>
            <dd>{t('invoices.details.terms', { days: invoice.paymentTermsDays })}</dd>
          </>
        ) : null}
        {invoice.paidAt ? (
          <>
            <dt className="text-muted-foreground">{t('invoices.details.paid')}</dt>
            <dd>{formatDate(invoice.paidAt) || '—'}</dd>
          </>
        ) : null}
        {invoice.description ? (
          <>
            <dt className="text-muted-foreground">{t('invoices.statement.description')}</dt>
            <dd className="whitespace-pre-wrap">{invoice.description}</dd>
          </>
        ) : null}
      </dl>
      <InvoiceLinesTable invoice={invoice} />
      <InvoicePayments invoice={invoice} />
      <InvoiceHistory invoiceId={invoice.id} />
      {/* Details stay open behind it: the invoice is read again, so its new status and balance show at once. */}
      {editing ? <CreateInvoiceDialog client={{ id: invoice.clientId, name: '' }} draft={invoice} onOpenChange={setEditing} /> : null}
      {paying ? <RecordPaymentDialog invoice={invoice} onOpenChange={setPaying} /> : null}
      {crediting ? <CreditNoteDialog invoice={invoice} onOpenChange={setCrediting} /> : null}
      {voiding ? <VoidInvoiceDialog invoice={invoice} onOpenChange={setVoiding} onVoided={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
