/** Milestone approvals: the team asks, the client's primary contact answers (docs/product.md, Milestone approvals). */
import { z } from 'zod';
import {
  ApproveMilestoneInput,
  MilestoneApprovalEntry,
  PendingApproval,
  RequestApprovalInput,
  RequestChangesInput,
} from '../schemas/milestone-approvals';
import { Milestone } from '../schemas/projects';
import { endpoint } from './endpoint';

const tag = 'Milestones';

const SCOPE = "A milestone whose project is outside the caller's scope is a 404, before any 403.";
const ANSWER =
  "Only the client company's primary contacts (`milestones.approve`); additional contacts and staff 403. 409 when no request is waiting. " +
  'Stores who, when, from which address, the note and the SHA-256 of what was answered; tells the project manager.';

export const milestoneApprovalsApi = {
  request: endpoint({
    method: 'post',
    path: '/milestones/{id}/approval-request',
    tag,
    summary: 'Ask the client to approve a milestone',
    description:
      "Needs `milestones.requestApproval` and `projects.manage`; 409 while a request waits or an approval still holds. Tells the client's primary contacts. " +
      SCOPE,
    access: 'signed-in',
    body: RequestApprovalInput,
    reply: Milestone,
  }),
  approve: endpoint({
    method: 'post',
    path: '/milestones/{id}/approve',
    tag,
    summary: 'Approve a milestone',
    description:
      'The milestone becomes completed. The body names the request answered (`approvalId`) and the fingerprint of the milestone as read ' +
      '(`contentHash`, the row\'s `approval.currentHash` or the pending list\'s `contentHash`): 409 "This milestone changed after you opened it" ' +
      `when either no longer matches, or the request was withdrawn by a change. ${ANSWER} ${SCOPE}`,
    access: 'signed-in',
    body: ApproveMilestoneInput,
    reply: Milestone,
  }),
  requestChanges: endpoint({
    method: 'post',
    path: '/milestones/{id}/request-changes',
    tag,
    summary: 'Ask for changes to a milestone',
    description: `The note (required) says what should change. ${ANSWER} ${SCOPE}`,
    access: 'signed-in',
    body: RequestChangesInput,
    reply: Milestone,
  }),
  history: endpoint({
    method: 'get',
    path: '/milestones/{id}/approvals',
    tag,
    summary: "A milestone's approval history",
    description: `Every request and its answer, newest first. ${SCOPE}`,
    access: 'signed-in',
    reply: z.array(MilestoneApprovalEntry),
  }),
  pending: endpoint({
    method: 'get',
    path: '/milestone-approvals/pending',
    tag,
    summary: 'Milestones awaiting approval',
    description:
      "Every milestone of the caller's projects whose approval request waits, oldest request first (at most 50): the client dashboard's card.",
    access: 'signed-in',
    reply: z.array(PendingApproval),
  }),
};
