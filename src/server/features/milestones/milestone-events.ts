/**
 * `milestone.approved` with the milestone as an admin reads it (the project's milestones list, and what the approve
 * route answers), in the approval's transaction (docs/decisions/0061-webhook-events-from-every-change.md).
 */
import type { Tx } from '../../db/transaction';
import { ADMIN_VIEWER } from '../../webhooks/admin-viewer';
import { emitRecordEvent, type EventDeps } from '../../webhooks/record-event';
import { milestoneById } from './service';

export async function emitMilestoneApproved(deps: EventDeps, tx: Tx, milestoneId: string): Promise<void> {
  await emitRecordEvent(deps, tx, 'milestone.approved', () => milestoneById(tx, ADMIN_VIEWER, milestoneId));
}
