import { UserMinus } from 'lucide-react';
import type { TeamMember } from '@shared/schemas/projects';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { minorToMoneyText } from '../../lib/hours-and-money-text';
import { globalRoleLabel, personName, projectRoleLabel } from './project-format';
import { t } from '@web/lib/messages/projects';

interface TeamMemberCardProps {
  member: TeamMember;
  canManage: boolean;
  removing: boolean;
  onRemove: (member: TeamMember) => void;
  /** Managers set a person's own hourly rate on the project (decision 0048). */
  onSetRate?: (member: TeamMember) => void;
  /** The project's rate, to say what "the project's rate" is. */
  projectRate?: string | null;
  /** The project's currency: a person's rate is in its minor units (decision 0100). */
  currency?: string;
}

export function TeamMemberCard({ member, canManage, removing, onRemove, onSetRate, projectRate, currency = 'USD' }: TeamMemberCardProps) {
  const name = personName(member);
  const initials = `${member.firstName.charAt(0)}${member.lastName.charAt(0)}`.toUpperCase();
  // The project manager is always on the team; only assignments (with an id) can be removed.
  const removable = canManage && !member.isProjectManager && member.id !== null;
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary-soft-foreground"
        >
          {initials}
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <h3 className="font-medium break-words text-foreground">{name}</h3>
          <p className="truncate text-sm text-muted-foreground">{member.email}</p>
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={member.isProjectManager ? 'info' : 'neutral'}>
              {member.isProjectManager ? t('projects.team.projectManager') : projectRoleLabel(member.role)}
            </Badge>
          </div>
          <p className="text-xs text-muted-foreground">{t('projects.team.globalRole', { role: globalRoleLabel(member.globalRole) })}</p>
          {onSetRate && member.id ? (
            <p className="text-xs text-muted-foreground">
              {t('projects.team.hourlyRate', {
                rate:
                  member.hourlyRateMinor !== null
                    ? minorToMoneyText(member.hourlyRateMinor, currency)
                    : projectRate
                      ? t('projects.team.projectsRateOf', { rate: projectRate })
                      : t('projects.team.projectsRate'),
              })}
            </p>
          ) : null}
        </div>
      </div>
      {onSetRate && member.id ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-end"
          aria-label={t('projects.team.setRateFor', { name })}
          onClick={() => onSetRate(member)}
        >
          {t('projects.team.setRate')}
        </Button>
      ) : null}
      {removable ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-end text-danger hover:text-danger"
          aria-label={t('projects.team.removeOf', { name })}
          disabled={removing}
          onClick={() => onRemove(member)}
        >
          <UserMinus aria-hidden />
          {t('projects.team.remove')}
        </Button>
      ) : null}
    </Card>
  );
}
