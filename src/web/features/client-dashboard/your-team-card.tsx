import type { ClientDashboard } from '@shared/schemas/client-dashboard';
import { DashboardSection } from './dashboard-section';
import { EmptyLine } from './empty-line';
import { TeamMemberRow } from './team-member-row';
import { t } from '@web/lib/messages/client-dashboard';

export function YourTeamCard({ team }: { team: ClientDashboard['team'] }) {
  return (
    <DashboardSection title={t('client-dashboard.team.title')}>
      {team.length === 0 ? (
        <EmptyLine>{t('client-dashboard.team.empty')}</EmptyLine>
      ) : (
        <ul className="divide-y divide-border">
          {team.map((member) => (
            <TeamMemberRow key={member.id} member={member} />
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
