import { PageHeader } from '../../components/page-header';
import { PlaceholderPanel } from '../../components/placeholder-panel';

export function ClientBillingPage() {
  return (
    <>
      <PageHeader title="Billing & Invoices" subtitle="View and manage your invoices and payment information" />
      <PlaceholderPanel />
    </>
  );
}
