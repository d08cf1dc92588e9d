import { Building2 } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import { QueryErrorState } from '../../components/error-state';
import { ListSkeleton } from '../../components/list-skeleton';
import { PageHeader } from '../../components/page-header';
import { isApiError } from '../../lib/api';
import { useCurrentUser } from '../../lib/current-user';
import { useBilling } from './api/get-billing';
import { ClientBillingPanel } from './client-billing-panel';

/** /client-billing: the signed-in client user's own company only (the server refuses any other). */
export function ClientBillingPage() {
  const { me } = useCurrentUser();
  const clientId = me?.user.clientId ?? null;
  return (
    <>
      <PageHeader title="Billing & Invoices" subtitle="View and manage your invoices and payment information" />
      {clientId ? (
        <OwnBilling clientId={clientId} />
      ) : (
        <EmptyState
          icon={Building2}
          title="No client assigned"
          description="Your account is not linked to a client yet. Please contact support."
        />
      )}
    </>
  );
}

function OwnBilling({ clientId }: { clientId: string }) {
  const billing = useBilling(clientId);
  if (billing.isPending) return <ListSkeleton label="Loading billing" />;
  if (billing.isError) {
    if (isApiError(billing.error, 404)) {
      return <EmptyState icon={Building2} title="Client data not found" description="We could not find your company's details." />;
    }
    return <QueryErrorState query={billing} />;
  }
  return <ClientBillingPanel client={billing.data.client} />;
}
