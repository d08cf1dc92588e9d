import { PageHeader } from '../../components/page-header';
import { PlaceholderPanel } from '../../components/placeholder-panel';
import { useCurrentUser } from '../../lib/current-user';

export function ClientDashboardPage() {
  const { me } = useCurrentUser();
  const firstName = me?.user.firstName || 'there';
  return (
    <>
      <PageHeader
        title="Client Dashboard"
        subtitle={`Welcome, ${firstName}! Here's an overview of your projects and tasks.`}
      />
      <PlaceholderPanel />
    </>
  );
}
