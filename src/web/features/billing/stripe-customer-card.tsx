import { CreditCard } from 'lucide-react';
import { toast } from '../../lib/toast';
import type { Billing } from '@shared/schemas/billing';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api';
import { useCreateStripeCustomer } from './api/billing-mutations';
import { formatDate } from '../../lib/format';
import * as staff from '../../lib/messages/billing';
import { t } from '../../lib/messages/invoices';

/**
 * Online payment: the client's Stripe customer (none / pending / completed); without a Stripe key it says online
 * payment is off, and names nothing after Stripe.
 */
export function StripeCustomerCard({ billing }: { billing: Billing }) {
  const create = useCreateStripeCustomer();
  const { customer } = billing;
  const pending = customer?.status === 'pending' || create.isPending;

  const onCreate = () =>
    create.mutate(billing.client.id, {
      onError: (error) => toast.error(staff.t('billing.stripe.createFailed'), { description: errorMessage(error) }),
    });

  return (
    <Card className="p-4 sm:p-5">
      <h3 className="flex items-center gap-2 text-base font-semibold">
        <CreditCard aria-hidden className="size-5 text-muted-foreground" />
        {t('invoices.online.title')}
      </h3>
      <div className="mt-3 text-sm" aria-live="polite">
        {billing.mode === 'manual' ? (
          <p className="text-muted-foreground">{t('invoices.online.off')}</p>
        ) : pending ? (
          <p className="flex items-center gap-2 text-muted-foreground">
            <Spinner className="size-4" />
            {staff.t('billing.stripe.creating')}
          </p>
        ) : customer ? (
          <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="text-muted-foreground">{t('invoices.online.customerId')}</dt>
            <dd className="font-mono break-all">{customer.stripeCustomerId}</dd>
            <dt className="text-muted-foreground">{t('invoices.online.createdOn')}</dt>
            <dd>{formatDate(customer.createdAt) || '—'}</dd>
          </dl>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-muted-foreground">{t('invoices.online.none')}</p>
            {billing.abilities.createInvoice ? <Button onClick={onCreate}>{staff.t('billing.stripe.create')}</Button> : null}
          </div>
        )}
      </div>
    </Card>
  );
}
