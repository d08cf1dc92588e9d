import { Clock, Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import type { InvoiceDto } from '@shared/schemas/billing';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { PaymentInstructionsCard } from './payment-instructions-card';
import { QueryErrorState } from '../../components/error-state';
import { ListSkeleton } from '../../components/list-skeleton';
import { Pagination } from '../../components/pagination';
import { errorMessage } from '../../lib/api';
import * as staff from '../../lib/messages/billing';
import { t } from '../../lib/messages/invoices';
import { useSyncInvoices } from './api/billing-mutations';
import { INVOICES_PAGE_SIZE, useBilling } from './api/get-billing';
import { CreateInvoiceDialog } from './create-invoice-dialog';
import { InvoiceDetailsDialog } from './invoice-details-dialog';
import { InvoiceTimeDialog } from './invoice-time-dialog';
import { InvoiceTotals } from './invoice-totals';
import { ClientCreditCard } from './payments/client-credit-card';
import { ClientCreditNotes } from './payments/client-credit-notes';
import { InvoicesTable } from './invoices-table';
import { StripeCustomerCard } from './stripe-customer-card';
import { ClientRemindersCard } from './client-reminders-card';
import { ClientRecurringCard } from './client-recurring-card';
import { StatementCard } from './statement-card';

export interface ClientBillingPanelProps {
  client: { id: string; name: string };
}

/**
 * A client's billing: the Stripe customer, the four totals and the invoices. Staff with invoices.create create and
 * sync; client users read and pay. What each may do comes from the server's answer (abilities). The invoices come a
 * page at a time (newest first), each with its items for Invoice Details; the totals count them all.
 */
export function ClientBillingPanel({ client }: ClientBillingPanelProps) {
  const [page, setPage] = useState(1);
  const billing = useBilling(client.id, page);
  const sync = useSyncInvoices();
  const [creating, setCreating] = useState(false);
  const [invoicingTime, setInvoicingTime] = useState(false);
  const [detailsId, setDetailsId] = useState<string | null>(null);

  if (billing.isPending) return <ListSkeleton label={t('invoices.page.loading')} />;
  if (billing.isError) {
    return <QueryErrorState title={t('invoices.list.failed')} query={billing} />;
  }
  const data = billing.data;
  const stripe = data.mode === 'stripe';
  const customerReady = data.customer?.status === 'completed' && !!data.customer.stripeCustomerId;
  // docs/product.md, Screens and access: with Stripe, invoices need a completed customer; without it the app keeps them itself.
  const canCreate = data.abilities.createInvoice && (!stripe || customerReady);
  const { items: invoices, total } = data.invoices;
  const details: InvoiceDto | null = invoices.find((i) => i.id === detailsId) ?? null;

  const onSync = () =>
    sync.mutate(client.id, {
      onSuccess: (result) =>
        toast.success(staff.t('billing.sync.done'), {
          description: staff.t('billing.sync.updated', { updated: result.updated, count: result.checked }),
        }),
      onError: (error) => toast.error(staff.t('billing.sync.failed'), { description: errorMessage(error) }),
    });

  return (
    <div className="space-y-4">
      <StripeCustomerCard billing={data} />
      <InvoiceTotals billing={data} />
      <PaymentInstructionsCard billing={data} />
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-3">
          <h3 className="text-base font-semibold">{t('invoices.list.heading', { count: total })}</h3>
          {data.abilities.createInvoice ? (
            <div className="flex flex-wrap gap-2">
              {stripe ? (
                <Button variant="secondary" size="sm" onClick={onSync} disabled={sync.isPending}>
                  <RefreshCw aria-hidden className={sync.isPending ? 'animate-spin' : undefined} />
                  {staff.t('billing.sync.button')}
                </Button>
              ) : null}
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setInvoicingTime(true)}
                disabled={!canCreate}
                title={canCreate ? undefined : staff.t('billing.panel.customerFirst')}
              >
                <Clock aria-hidden />
                {staff.t('billing.panel.invoiceTime')}
              </Button>
              <Button
                size="sm"
                onClick={() => setCreating(true)}
                disabled={!canCreate}
                title={canCreate ? undefined : staff.t('billing.panel.customerFirst')}
              >
                <Plus aria-hidden />
                {staff.t('billing.panel.createInvoice')}
              </Button>
            </div>
          ) : null}
        </div>
        <InvoicesTable invoices={invoices} onDetails={(invoice) => setDetailsId(invoice.id)} />
        <Pagination
          className="border-t border-border px-4 py-3"
          page={page}
          pageCount={Math.ceil(total / INVOICES_PAGE_SIZE)}
          onPageChange={setPage}
          label={t('invoices.list.pages')}
        />
      </Card>
      {data.abilities.readStatement ? <StatementCard clientId={data.client.id} canEmail={data.abilities.emailStatement} /> : null}
      <ClientCreditCard clientId={data.client.id} />
      <ClientCreditNotes clientId={data.client.id} />
      <ClientRecurringCard client={data.client} />
      <ClientRemindersCard client={data.client} />
      {creating ? <CreateInvoiceDialog client={data.client} defaultCurrency={data.defaultCurrency} onOpenChange={setCreating} /> : null}
      {invoicingTime ? <InvoiceTimeDialog client={data.client} onOpenChange={setInvoicingTime} /> : null}
      <InvoiceDetailsDialog invoice={details} onOpenChange={(open) => !open && setDetailsId(null)} />
    </div>
  );
}
