import { PageHeader } from '../../components/page-header';
import { PlaceholderPanel } from '../../components/placeholder-panel';

export function CommunicationsPage() {
  return (
    <>
      <PageHeader
        title="Communications"
        subtitle="Track every email, call, meeting and chat with your clients"
      />
      <PlaceholderPanel />
    </>
  );
}
