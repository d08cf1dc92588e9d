import { UserMinus } from 'lucide-react';
import type { TeamMember } from '@shared/schemas/projects';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { minorToMoneyText } from '../../lib/hours-and-money-text';
import { globalRoleLabel, personName, projectRoleLabel } from './project-format';

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
              {member.isProjectManager ? 'Project Manager' : projectRoleLabel(member.role)}
            </Badge>
          </div>
          <p className="text-xs text-muted-foreground">Global role: {globalRoleLabel(member.globalRole)}</p>
          {onSetRate && member.id ? (
            <p className="text-xs text-muted-foreground">
              Hourly rate:{' '}
              {member.hourlyRateMinor !== null
                ? minorToMoneyText(member.hourlyRateMinor, currency)
                : `project's rate${projectRate ? ` (${projectRate})` : ''}`}
            </p>
          ) : null}
        </div>
      </div>
      {onSetRate && member.id ? (
        <Button variant="secondary" size="sm" className="self-end" aria-label={`Set Rate for ${name}`} onClick={() => onSetRate(member)}>
          Set Rate
        </Button>
      ) : null}
      {removable ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-end text-danger hover:text-danger"
          aria-label={`Remove ${name}`}
          disabled={removing}
          onClick={() => onRemove(member)}
        >
          <UserMinus aria-hidden />
          Remove
        </Button>
      ) : null}
    </Card>
  );
}
