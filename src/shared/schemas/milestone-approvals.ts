/** Milestone approvals (docs/product.md, Milestone approvals; decision 0041): inputs and replies. */
import { z } from 'zod';
import { APPROVAL_STATES } from '../enums';
import { optionalText, requiredId, requiredText } from './fields';
import { NamedRef } from './refs';

/** A request's row: waiting for the client, or answered one way or the other. */
export const APPROVAL_STATUSES = ['pending', 'approved', 'changes_requested'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/**
 * A request as its history lists it: a waiting request becomes 'withdrawn' when the milestone changes before the client
 * answers (stored as a pending row with invalidated_at, or read off its hash: decision 0074).
 */
export const APPROVAL_ENTRY_STATUSES = [...APPROVAL_STATUSES, 'withdrawn'] as const;

/** What a milestone's screens show (src/shared/enums.ts, where the status table reads it too). */
export { APPROVAL_STATES };
export type ApprovalState = (typeof APPROVAL_STATES)[number];

const NOTE_MAX = 2000;

/** Staff ask; the note tells the client what to look at. */
export const RequestApprovalInput = z.strictObject({ note: optionalText('validation.label.note', NOTE_MAX) });
export type RequestApprovalInput = z.input<typeof RequestApprovalInput>;

/** SHA-256 in lowercase hex, as the milestone's rows carry it. */
const contentHashField = z
  .string({ error: 'validation.milestoneApprovals.sendFingerprintMilestoneRead' })
  .regex(/^[0-9a-f]{64}$/, 'validation.milestoneApprovals.sendFingerprintMilestoneRead');

/**
 * The client approves what they read: the request they answer and the fingerprint of the milestone as it was shown
 * (both from the row they read); the server refuses (409) when either no longer matches (decision 0074).
 */
export const ApproveMilestoneInput = z.strictObject({
  note: optionalText('validation.label.note', NOTE_MAX),
  approvalId: requiredId('validation.milestoneApprovals.sendApprovalRequestAnswer'),
  contentHash: contentHashField,
});
export type ApproveMilestoneInput = z.input<typeof ApproveMilestoneInput>;

/** Asking for changes needs to say which. */
export const RequestChangesInput = z.strictObject({ note: requiredText('validation.label.sayWhatShouldChange', NOTE_MAX) });
export type RequestChangesInput = z.input<typeof RequestChangesInput>;

/** One request and its answer, as the milestone's history lists it. */
export const MilestoneApprovalEntry = z.object({
  id: z.string(),
  status: z.enum(APPROVAL_ENTRY_STATUSES),
  requestedAt: z.string(),
  requestedBy: NamedRef.nullable(),
  requestNote: z.string().nullable(),
  answeredAt: z.string().nullable(),
  answeredBy: NamedRef.nullable(),
  answerNote: z.string().nullable(),
  /**
   * SHA-256 (hex) of the milestone's name, description, due date and files as they were when answered (while waiting:
   * as they were when asked).
   */
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
  /** While the request waits: the milestone's fingerprint as this reply shows it, which an approval sends back. */
  currentHash: z.string().nullable(),
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
  /** The milestone's fingerprint as this reply shows it, which an approval sends back. */
  contentHash: z.string(),
  /** Whether the caller may answer (a client's primary contact). */
  can: z.object({ approve: z.boolean() }),
});
export type PendingApproval = z.infer<typeof PendingApproval>;
