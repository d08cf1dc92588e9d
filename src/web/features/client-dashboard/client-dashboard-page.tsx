import type { ComponentType } from 'react';
import { QueryErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { useCurrentUser } from '../../lib/current-user';
import { useClientDashboard } from './api/get-client-dashboard';
import { useSinceLastVisit } from './api/get-since-last-visit';
import { ClientDashboardSkeleton } from './client-dashboard-skeleton';
import { NeedAssistanceCard } from './need-assistance-card';
import { RecentCommunicationsCard } from './recent-communications-card';
import { RecentTasksCard } from './recent-tasks-card';
import { SinceLastVisitCard } from './since-last-visit-card';
import { YourProjectsCard } from './your-projects-card';
import { YourTasksCard } from './your-tasks-card';
import { YourTeamCard } from './your-team-card';
import { t } from '@web/lib/messages/client-dashboard';

export interface ClientDashboardPageProps {
  /** The milestones awaiting the client's approval: the projects feature's card, passed in by the app layer. */
  ApprovalsCard?: ComponentType;
  /** The company's recent requests and New Request: the requests feature's card, passed in by the app layer. */
  RequestsCard?: ComponentType;
  /** Whether the cards passed in have their first answer (their own queries, asked by the app layer's hook). */
  useCardsSettled?: () => boolean;
}

const alwaysSettled = () => true;

export function ClientDashboardPage({ ApprovalsCard, RequestsCard, useCardsSettled = alwaysSettled }: ClientDashboardPageProps = {}) {
  const { me } = useCurrentUser();
  const dashboard = useClientDashboard();
  // The skeleton stays until every card above the fold has its first answer: a card that appeared, or grew, once the
  // others were shown pushed what the client was reading down the page (a layout shift of half the screen; decision 0136).
  const since = useSinceLastVisit();
  const cardsSettled = useCardsSettled();
  const firstName = me?.user.firstName;
  const data = dashboard.data;

  let body;
  if (data && !since.isPending && cardsSettled) {
    // Phones: one column in reading order. Wide screens: the work (projects, recent tasks, communications) on the
    // left two thirds, counts, team and help on the right.
    body = (
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="grid min-w-0 content-start gap-4 lg:col-span-2">
          <SinceLastVisitCard />
          {ApprovalsCard ? <ApprovalsCard /> : null}
          <YourProjectsCard projects={data.projects} />
          {RequestsCard ? <RequestsCard /> : null}
          <RecentTasksCard tasks={data.recentTasks} />
          <RecentCommunicationsCard items={data.recentCommunications} />
        </div>
        <div className="grid min-w-0 content-start gap-4">
          <YourTasksCard counts={data.taskCounts} />
          <YourTeamCard team={data.team} />
          <NeedAssistanceCard conversation={data.conversation} />
        </div>
      </div>
    );
  } else if (dashboard.isError) {
    body = <QueryErrorState title={t('client-dashboard.page.loadError')} query={dashboard} />;
  } else {
    body = <ClientDashboardSkeleton />;
  }

  return (
    <>
      <PageHeader
        title={t('client-dashboard.page.title')}
        subtitle={firstName ? t('client-dashboard.page.welcome', { firstName }) : t('client-dashboard.page.welcomeNoName')}
      />
      {body}
    </>
  );
}
