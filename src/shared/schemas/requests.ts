/** Client requests (docs/product.md, Client requests; decision 0044): inputs shared by forms and server, and replies. */
import { z } from 'zod';
import { PRIORITIES, REQUEST_STATUSES, TASK_STATUSES, TASK_TYPES } from '../enums';
import type { RequestCan } from '../policies/requests';
import { optionalDate, optionalId, optionalText, requiredId, singleLine } from './fields';
import { ListQuery, UUID_PATTERN } from './list';
import { NamedRef, pageOf, PersonRef, timestamps } from './refs';

export const DECLINE_REASON_REQUIRED = 'Tell the client why the request is declined';

const requestFields = {
  projectId: requiredId('Choose the project this request is about'),
  title: singleLine('Title'),
  description: optionalText('Description', 10_000),
  priority: z.enum(PRIORITIES, { error: 'Unknown priority' }),
};

export const CreateRequestInput = z.strictObject({ ...requestFields, priority: requestFields.priority.default('medium') });
export type CreateRequestInput = z.input<typeof CreateRequestInput>;

/** The author changes what they asked while it is open; the project stays (another project is another request). */
export const UpdateRequestInput = z
  .strictObject({ title: requestFields.title, description: requestFields.description, priority: requestFields.priority })
  .partial();
export type UpdateRequestInput = z.input<typeof UpdateRequestInput>;

/** Accepting makes a task of the request: whom it goes to and by when are the manager's choice, both optional. */
export const AcceptRequestInput = z.strictObject({
  assignedToId: optionalId,
  dueDate: optionalDate,
  type: z.enum(TASK_TYPES, { error: 'Unknown type' }).default('feature'),
});
export type AcceptRequestInput = z.input<typeof AcceptRequestInput>;

export const DeclineRequestInput = z.strictObject({
  reason: z
    .string({ error: DECLINE_REASON_REQUIRED })
    .trim()
    .min(1, DECLINE_REASON_REQUIRED)
    .max(2000, 'The reason must be at most 2000 characters'),
});
export type DeclineRequestInput = z.input<typeof DeclineRequestInput>;

export const REQUEST_SORTS = ['created', 'updated', 'priority', 'title'] as const;

const id = z.string().regex(UUID_PATTERN, 'Not a valid id').optional();

export const RequestListQuery = ListQuery.extend({
  status: z.enum(REQUEST_STATUSES, { error: 'Unknown status' }).optional(),
  priority: z.enum(PRIORITIES, { error: 'Unknown priority' }).optional(),
  clientId: id,
  projectId: id,
  sort: z.enum(REQUEST_SORTS, { error: 'Unknown sort' }).default('created'),
  dir: z.enum(['asc', 'desc'], { error: 'Use asc or desc' }).default('desc'),
});
export type RequestListQuery = z.infer<typeof RequestListQuery>;

export const RequestListItem = z
  .object({
    id: z.string(),
    /** The short reference shown as "#42". */
    number: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    priority: z.enum(PRIORITIES),
    status: z.enum(REQUEST_STATUSES),
    client: NamedRef,
    project: NamedRef,
    /** Who filed it; null when that account is gone ('Unknown User'). */
    createdBy: PersonRef.nullable(),
    decidedBy: PersonRef.nullable(),
    decidedAt: z.string().nullable(),
    /** Why it was declined: written for the client, who reads it. */
    declineReason: z.string().nullable(),
    /** The task accepting it created, with its working status: how the client follows the work. */
    task: NamedRef.extend({ status: z.enum(TASK_STATUSES) }).nullable(),
    ...timestamps,
    /** What the caller may do with it, from the shared policy (src/shared/policies/requests.ts). */
    can: z.object({ accept: z.boolean(), decline: z.boolean(), edit: z.boolean(), withdraw: z.boolean() }) satisfies z.ZodType<RequestCan>,
  })
  .meta({ id: 'ClientRequest' });
export type RequestListItem = z.infer<typeof RequestListItem>;

export const RequestDetail = RequestListItem;
export type RequestDetail = RequestListItem;

export const RequestStats = z.object({ total: z.number(), open: z.number(), accepted: z.number(), declined: z.number() });
export type RequestStats = z.infer<typeof RequestStats>;

export const RequestList = pageOf(RequestListItem).extend({
  /** Over the caller's scope with every filter but the status, so the cards still count each status while one is shown. */
  stats: RequestStats,
});
export type RequestList = z.infer<typeof RequestList>;
