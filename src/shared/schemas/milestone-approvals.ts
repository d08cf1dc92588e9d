/** Milestone approvals (docs/product.md, Milestone approvals; decision 0041): inputs and replies. */
import { z } from 'zod';
import { optionalText } from './fields';

/** A request's row: waiting for the client, or answered one way or the other. */
export const APPROVAL_STATUSES = ['pending', 'approved', 'changes_requested'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/**
 * What a milestone's screens show: the latest request's state, where 'changed' is an approval that no longer holds
 * because the milestone (its name, description, due date or files) changed after it was given.
 */
export const APPROVAL_STATES = ['pending', 'approved', 'changes_requested', 'changed'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];
