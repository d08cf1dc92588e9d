/**
 * Who may ask for and give a milestone's approval (docs/product.md, Milestone approvals; decisions 0041, 0042). Staff
 * who manage projects ask; only the client company's primary contacts answer, and staff never answer for them. The
 * milestone is one the actor already sees (its project is in their scope). Milestone rows carry the answers as `can`.
 */
import { can } from '../permissions';
import type { ApprovalState } from '../schemas/milestone-approvals';
import type { Actor } from './actor';
import { mayManageProjects } from './projects';

export interface ApprovalFacts {
  /** The milestone's status. */
  status: string;
  /** Its latest request's state, null when nobody asked yet. */
  approvalState: ApprovalState | null;
}

export interface ApprovalCan {
  /** Ask the client to approve: not while a request waits, nor while an approval still holds, nor when cancelled. */
  requestApproval: boolean;
  /** Approve or ask for changes: a request is waiting (and the milestone was not cancelled meanwhile). */
  approve: boolean;
}

export const mayAskForApproval = (actor: Actor) => can(actor.role, 'milestones.requestApproval') && mayManageProjects(actor);
export const mayAnswerApprovals = (actor: Actor) => can(actor.role, 'milestones.approve');

/** Why the milestone cannot be sent for approval now (a conflict, 409), or null. */
export function requestApprovalConflict(milestone: ApprovalFacts): string | null {
  if (milestone.status === 'cancelled') return 'errors.milestoneApprovals.cancelledMilestoneSentApproval';
  if (milestone.approvalState === 'pending') return 'errors.milestoneApprovals.milestoneAlreadyAwaitingApproval';
  if (milestone.approvalState === 'approved') return 'errors.milestoneApprovals.milestoneApprovedChangeBefore';
  return null;
}

/** Why the milestone cannot be answered now (409), or null. */
export function answerConflict(milestone: ApprovalFacts): string | null {
  if (milestone.approvalState !== 'pending') return 'errors.common.milestoneAwaitingApproval';
  if (milestone.status === 'cancelled') return 'errors.milestoneApprovals.milestoneWasCancelledTeam';
  return null;
}

export function approvalCan(actor: Actor, milestone: ApprovalFacts): ApprovalCan {
  return {
    requestApproval: mayAskForApproval(actor) && requestApprovalConflict(milestone) === null,
    approve: mayAnswerApprovals(actor) && answerConflict(milestone) === null,
  };
}
