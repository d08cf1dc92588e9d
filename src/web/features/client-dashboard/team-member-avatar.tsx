import type { ClientDashboardTeamMember } from '../../../shared/schemas/client-dashboard';
import { initials } from './client-dashboard-format';

/** The person's picture, or their initials on a plain circle. */
export function TeamMemberAvatar({ member }: { member: ClientDashboardTeamMember }) {
  if (member.avatarUrl) {
    return <img src={member.avatarUrl} alt="" className="size-10 shrink-0 rounded-full object-cover" />;
  }
  return (
    <span
      aria-hidden
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary-soft-foreground"
    >
      {initials(member.firstName, member.lastName)}
    </span>
  );
}
