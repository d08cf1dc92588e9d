import { Building2 } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import { QueryErrorState } from '../../components/error-state';
import { ListSkeleton } from '../../components/list-skeleton';
import { PageHeader } from '../../components/page-header';
import { isApiError } from '../../lib/api';
import { useCurrentUser } from '../../lib/current-user';
import { t } from '../../lib/messages/invoices';
import { useBilling } from './api/get-billing';
import { ClientBillingPanel } from './client-billing-panel';

/** /client-billing: the signed-in client user's own company only (the server refuses any other). */
export function ClientBillingPage() {
  const { me } = useCurrentUser();
  const clientId = me?.user.clientId ?? null;
  return (
    <>
      <PageHeader title={t('invoices.page.title')} subtitle={t('invoices.page.subtitle')} />
      {clientId ? (
        <OwnBilling clientId={clientId} />
      ) : (
        <EmptyState icon={Building2} title={t('invoices.page.noClientTitle')} description={t('invoices.page.noClientDescription')} />
      )}
    </>
  );
}

function OwnBilling({ clientId }: { clientId: string }) {
  const billing = useBilling(clientId);
  if (billing.isPending) return <ListSkeleton label={t('invoices.page.loading')} />;
  if (billing.isError) {
    if (isApiError(billing.error, 404)) {
      return <EmptyState icon={Building2} title={t('invoices.page.notFoundTitle')} description={t('invoices.page.notFoundDescription')} />;
    }
    return <QueryErrorState query={billing} />;
  }
  return <ClientBillingPanel client={billing.data.client} />;
}
