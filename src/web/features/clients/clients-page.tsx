import { PageHeader } from '../../components/page-header';
import { PlaceholderPanel } from '../../components/placeholder-panel';

export function ClientsPage() {
  return (
    <>
      <PageHeader title="Clients" subtitle="Manage your client relationships" />
      <PlaceholderPanel />
    </>
  );
}
