import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import type { ProjectDetail, TeamMember } from '@shared/schemas/projects';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { QueryErrorState } from '../../components/error-state';
import { SkeletonRows } from '../../components/skeleton-rows';
import { errorMessage } from '../../lib/api';
import { useTeam } from './api/get-team';
import { useRemoveTeamMember } from './api/remove-team-member';
import { AddTeamMemberDialog } from './add-team-member-dialog';
import { personName } from './project-format';
import { TeamMemberCard } from './team-member-card';
import { TeamRateDialog } from './team-rate-dialog';
import { minorToMoneyText } from '../../lib/hours-and-money-text';
import { RecordTabSection } from '../../components/record-tab-section';
import { t } from '@web/lib/messages/projects';

interface ProjectTeamTabProps {
  project: ProjectDetail;
  canManage: boolean;
}

export function ProjectTeamTab({ project, canManage }: ProjectTeamTabProps) {
  // The project already carries its team: show it at once, then the fresh list.
  const team = useTeam(project.id, project.team);
  const remove = useRemoveTeamMember(project.id);
  const [addOpen, setAddOpen] = useState(false);
  const [rateFor, setRateFor] = useState<TeamMember | null>(null);
  // Rates reach only those who set them (the server sends null to others); the project's rate names the default.
  const setsRates = canManage && project.currency !== null;
  const projectRate =
    project.hourlyRateMinor !== null && project.currency
      ? `${minorToMoneyText(project.hourlyRateMinor, project.currency)} ${project.currency}`
      : null;

  const removeMember = async (member: TeamMember) => {
    if (!member.id) return;
    try {
      await remove.mutateAsync(member.id);
      toast.success(t('projects.team.removed'), { description: t('projects.team.removedDescription', { name: personName(member) }) });
    } catch (error) {
      toast.error(t('projects.team.removeFailed'), { description: errorMessage(error) });
    }
  };

  const members = team.data ?? [];
  let body;
  if (team.data === undefined && team.isError) {
    body = (
      <Card>
        <QueryErrorState title={t('projects.team.loadError')} query={team} />
      </Card>
    );
  } else if (team.data === undefined) {
    body = (
      <SkeletonRows
        label={t('projects.team.loading')}
        className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
        rowClassName="h-32 rounded-xl"
      />
    );
  } else if (members.length === 0) {
    body = (
      <Card>
        <EmptyState
          icon={Users}
          title={t('projects.team.empty')}
          description={canManage ? t('projects.team.emptyManage') : t('projects.team.emptyDescription')}
        />
      </Card>
    );
  } else {
    body = (
      <ul aria-label={t('projects.tabs.team')} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {members.map((member) => (
          <li key={member.id ?? `manager-${member.profileId}`}>
            <TeamMemberCard
              member={member}
              canManage={canManage}
              removing={remove.isPending && remove.variables === member.id}
              onRemove={(m) => void removeMember(m)}
              onSetRate={setsRates ? setRateFor : undefined}
              projectRate={projectRate}
              currency={project.currency ?? 'USD'}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <RecordTabSection
      title={t('projects.team.title')}
      action={
        canManage ? (
          <Button onClick={() => setAddOpen(true)}>
            <UserPlus aria-hidden />
            {t('projects.team.add')}
          </Button>
        ) : null
      }
    >
      {body}
      {canManage ? <AddTeamMemberDialog projectId={project.id} open={addOpen} onOpenChange={setAddOpen} /> : null}
      {rateFor ? (
        <TeamRateDialog
          projectId={project.id}
          currency={project.currency ?? 'USD'}
          member={rateFor}
          open
          onOpenChange={(open) => (open ? undefined : setRateFor(null))}
        />
      ) : null}
    </RecordTabSection>
  );
}
