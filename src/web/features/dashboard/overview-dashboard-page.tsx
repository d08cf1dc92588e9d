import { PageHeader } from '../../components/page-header';
import { PlaceholderPanel } from '../../components/placeholder-panel';
import { useCurrentUser } from '../../lib/current-user';

export function OverviewDashboardPage() {
  const { me } = useCurrentUser();
  const firstName = me?.user.firstName || 'there';
  return (
    <>
      <PageHeader
        title={`Welcome back, ${firstName}!`}
        documentTitle="Overview"
        subtitle="Here's what is happening across your clients and projects."
      />
      <PlaceholderPanel />
    </>
  );
}
