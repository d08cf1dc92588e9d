/** Milestone approvals (docs/product.md, Milestone approvals; decision 0041): inputs and replies. */
import { z } from 'zod';
import { optionalText, requiredText } from './fields';
import { NamedRef } from './refs';

/** A request's row: waiting for the client, or answered one way or the other. */
export const APPROVAL_STATUSES = ['pending', 'approved', 'changes_requested'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/**
 * What a milestone's screens show: the latest request's state, where 'changed' is an approval that no longer holds
 * because the milestone (its name, description, due date or files) changed after it was given.
 */
export const APPROVAL_STATES = ['pending', 'approved', 'changes_requested', 'changed'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

const NOTE_MAX = 2000;

/** Staff ask; the note tells the client what to look at. */
export const RequestApprovalInput = z.strictObject({ note: optionalText('Note', NOTE_MAX) });
export type RequestApprovalInput = z.input<typeof RequestApprovalInput>;

export const ApproveMilestoneInput = z.strictObject({ note: optionalText('Note', NOTE_MAX) });
export type ApproveMilestoneInput = z.input<typeof ApproveMilestoneInput>;

/** Asking for changes needs to say which. */
export const RequestChangesInput = z.strictObject({ note: requiredText('Say what should change', NOTE_MAX) });
export type RequestChangesInput = z.input<typeof RequestChangesInput>;

/** One request and its answer, as the milestone's history lists it. */
export const MilestoneApprovalEntry = z.object({
  id: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  requestedAt: z.string(),
  requestedBy: NamedRef.nullable(),
  requestNote: z.string().nullable(),
  answeredAt: z.string().nullable(),
  answeredBy: NamedRef.nullable(),
  answerNote: z.string().nullable(),
  /** SHA-256 (hex) of the milestone's name, description, due date and files as they were when answered. */
  contentHash: z.string().nullable(),
  /** When the milestone changed after this approval, which then no longer holds. */
  invalidatedAt: z.string().nullable(),
});
export type MilestoneApprovalEntry = z.infer<typeof MilestoneApprovalEntry>;

/** A milestone's current approval: its latest request, with the state the screens show. */
export const MilestoneApproval = MilestoneApprovalEntry.extend({
  state: z.enum(APPROVAL_STATES),
  /** For 'changed': when it changed (the approval was given on answeredAt). */
  changedAt: z.string().nullable(),
}).meta({ id: 'MilestoneApproval' });
export type MilestoneApproval = z.infer<typeof MilestoneApproval>;

/** One milestone waiting for the client's answer (the client dashboard's "Awaiting your approval"). */
export const PendingApproval = z.object({
  approvalId: z.string(),
  milestone: z.object({ id: z.string(), name: z.string(), description: z.string().nullable(), dueDate: z.string().nullable() }),
  project: NamedRef,
  requestedAt: z.string(),
  requestedBy: NamedRef.nullable(),
  requestNote: z.string().nullable(),
  /** Whether the caller may answer (a client's primary contact). */
  can: z.object({ approve: z.boolean() }),
});
export type PendingApproval = z.infer<typeof PendingApproval>;
