/** Client requests (docs/product.md, Client requests; decision 0044): inputs shared by forms and server, and replies. */
import { z } from 'zod';
import { PRIORITIES, REQUEST_STATUSES, TASK_STATUSES, TASK_TYPES } from '../enums';
import type { RequestCan } from '../policies/requests';
import { optionalDate, optionalId, optionalText, requiredId, singleLine } from './fields';
import { ListQuery, UUID_PATTERN } from './list';
import { NamedRef, pageOf, PersonRef, timestamps } from './refs';

export const DECLINE_REASON_REQUIRED = 'Tell the client why the request is declined';

const requestFields = {
  projectId: requiredId('validation.requests.chooseProjectRequestAbout'),
  title: singleLine('validation.label.title'),
  description: optionalText('validation.label.description', 10_000),
  priority: z.enum(PRIORITIES, { error: 'validation.common.unknownPriority' }),
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
  type: z.enum(TASK_TYPES, { error: 'validation.common.unknownType' }).default('feature'),
});
export type AcceptRequestInput = z.input<typeof AcceptRequestInput>;

export const DeclineRequestInput = z.strictObject({
  reason: z
    .string({ error: DECLINE_REASON_REQUIRED })
    .trim()
    .min(1, DECLINE_REASON_REQUIRED)
    .max(2000, 'validation.requests.reasonMost2000Characters'),
});
export type DeclineRequestInput = z.input<typeof DeclineRequestInput>;

export const REQUEST_SORTS = ['created', 'updated', 'priority', 'title'] as const;

const id = z.string().regex(UUID_PATTERN, 'validation.common.validId').optional();

export const RequestListQuery = ListQuery.extend({
  status: z.enum(REQUEST_STATUSES, { error: 'validation.common.unknownStatus' }).optional(),
  priority: z.enum(PRIORITIES, { error: 'validation.common.unknownPriority' }).optional(),
  clientId: id,
  projectId: id,
  sort: z.enum(REQUEST_SORTS, { error: 'validation.common.unknownSort' }).default('created'),
  dir: z.enum(['asc', 'desc'], { error: 'validation.common.useAscDesc' }).default('desc'),
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

/** The longest message in a request's thread, in characters (also the database's CHECK). */
export const REQUEST_MESSAGE_MAX = 10_000;

/** A message in a request's thread (decision 0109); `internal` (staff only) keeps it from the client's users. */
export const CreateRequestMessageInput = z.strictObject({
  body: z
    .string({ error: 'validation.common.writeMessage' })
    .trim()
    .min(1, 'validation.common.writeMessage')
    .max(REQUEST_MESSAGE_MAX, `A message can be at most ${REQUEST_MESSAGE_MAX.toLocaleString('en-US')} characters`),
  internal: z.boolean({ error: 'validation.common.chooseWhetherInternalNote' }).default(false),
});
export type CreateRequestMessageInput = z.input<typeof CreateRequestMessageInput>;

export const RequestMessage = z
  .object({
    id: z.string(),
    requestId: z.string(),
    body: z.string(),
    /** Always false for a client user: they never receive an internal note. */
    internal: z.boolean(),
    createdAt: z.string(),
    /** How many files are shared on it (their list: GET /api/files?entityType=request_message&entityId=…). */
    fileCount: z.number().int(),
    /** Null once the author's account is removed; `fromAgency` false marks the client's side. */
    author: PersonRef.extend({ avatarUrl: z.string().nullable(), fromAgency: z.boolean() }).nullable(),
    /** Whether the caller may add files to it (its author). */
    canAttach: z.boolean(),
  })
  .meta({ id: 'RequestMessage' });
export type RequestMessage = z.infer<typeof RequestMessage>;

/** The whole thread, oldest first, and what the caller may write in it. */
export const RequestThread = z.object({ items: z.array(RequestMessage), canPost: z.boolean(), canPostInternal: z.boolean() });
export type RequestThread = z.infer<typeof RequestThread>;
