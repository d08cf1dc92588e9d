/** A milestone's activity entries: by whom, on the milestone, under its project's client (service.ts and approvals.ts). */
import type { ActivityEvent } from '../../activity';

export function milestoneActivity(
  actorId: string,
  action: `milestone.${string}`,
  milestone: { id: string; clientId: string },
  summary: string,
): ActivityEvent {
  return { actorId, action, entityType: 'milestone', entityId: milestone.id, clientId: milestone.clientId, summary };
}
