/**
 * A client's answer to a milestone's approval request, with the milestone as an admin reads it (the project's
 * milestones list, and what the answering route returns), in the answer's transaction
 * (docs/decisions/0061-webhook-events-from-every-change.md): `milestone.approved` or `milestone.changes_requested`,
 * whose `approval` carries the client's note.
 */
import type { Tx } from '../../db/transaction';
import { ADMIN_VIEWER } from '../../webhooks/admin-viewer';
import { emitRecordEvent, type EventDeps } from '../../webhooks/record-event';
import type { ApprovalAnswer } from './approval-writes';
import { milestoneById } from './service';

export async function emitMilestoneAnswered(deps: EventDeps, tx: Tx, milestoneId: string, answer: ApprovalAnswer): Promise<void> {
  const type = answer === 'approved' ? 'milestone.approved' : 'milestone.changes_requested';
  await emitRecordEvent(deps, tx, type, () => milestoneById(tx, ADMIN_VIEWER, milestoneId));
}
