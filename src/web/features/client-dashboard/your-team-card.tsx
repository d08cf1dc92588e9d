import type { ClientDashboard } from '@shared/schemas/client-dashboard';
import { DashboardSection } from './dashboard-section';
import { EmptyLine } from './empty-line';
import { TeamMemberRow } from './team-member-row';

export function YourTeamCard({ team }: { team: ClientDashboard['team'] }) {
  return (
    <DashboardSection title="Your Team">
      {team.length === 0 ? (
        <EmptyLine>No team members assigned to your projects yet</EmptyLine>
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
