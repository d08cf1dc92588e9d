import { Mail } from 'lucide-react';
import type { ClientDashboardTeamMember } from '@shared/schemas/client-dashboard';
import { Avatar } from '../../components/avatar';

export function TeamMemberRow({ member }: { member: ClientDashboardTeamMember }) {
  const name = `${member.firstName} ${member.lastName}`.trim();
  return (
    <li className="flex items-center gap-3 py-2.5">
      <Avatar src={member.avatarUrl} firstName={member.firstName} lastName={member.lastName} size="lg" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-foreground">{name}</p>
        <p className="truncate text-xs text-muted-foreground">{member.roleTitle}</p>
        <a href={`mailto:${member.email}`} className="inline-flex max-w-full items-center gap-1 text-xs text-primary hover:underline">
          <Mail aria-hidden className="size-3 shrink-0" />
          <span className="truncate">{member.email}</span>
        </a>
      </div>
    </li>
  );
}
