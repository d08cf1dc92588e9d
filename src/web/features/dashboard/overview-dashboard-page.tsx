import { useDeferredValue } from 'react';
import { QueryErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { useCurrentUser } from '../../lib/current-user';
import { useDashboard } from './api/get-dashboard';
import { DashboardCards } from './dashboard-cards';
import { DashboardSkeleton } from './dashboard-skeleton';
import { ProfileCard } from './profile-card';
import { ProjectStatusCard } from './project-status-card';
import { RecentActivityCard } from './recent-activity-card';
import { RecentCommunicationsCard } from './recent-communications-card';
import { RecentTasksCard } from './recent-tasks-card';
import { RevenueChartCard } from './revenue-chart-card';
import { t } from '@web/lib/messages/dashboard';

export function OverviewDashboardPage() {
  const { me } = useCurrentUser();
  const dashboard = useDashboard();
  const firstName = me?.user.firstName || 'there';
  // The cards, chart and lists are the heaviest render of a signed-in first load. Deferred, React renders them in
  // slices it can interrupt rather than in one long task the moment the data arrives (Lighthouse's TBT).
  const data = useDeferredValue(dashboard.data);

  let body;
  if (data) {
    body = (
      <div className="space-y-4">
        <DashboardCards cards={data.cards} />
        {data.revenueChart ? <RevenueChartCard series={data.revenueChart} /> : null}
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <RecentTasksCard tasks={data.recentTasks} />
          <RecentCommunicationsCard items={data.recentCommunications} />
          <ProjectStatusCard status={data.projectStatus} />
          <div className="grid min-w-0 gap-4">
            <ProfileCard profile={data.profile} me={me} />
            <RecentActivityCard items={data.recentActivity} />
          </div>
        </div>
      </div>
    );
  } else if (dashboard.isError) {
    body = <QueryErrorState title={t('dashboard.loadFailed')} query={dashboard} />;
  } else {
    body = <DashboardSkeleton />;
  }

  return (
    <>
      <PageHeader
        title={t('dashboard.welcome', { name: firstName })}
        documentTitle={t('dashboard.documentTitle')}
        subtitle={t('dashboard.subtitle')}
      />
      {body}
    </>
  );
}
