/** A project's conversation (docs/product.md, Project conversation): inputs shared by the composer and the server, and replies. */
import { z } from 'zod';
import type { MessageCan } from '../policies/messages';
import { PersonRef, timestamps } from './refs';

/** The longest message body, in characters (also the database's CHECK). */
export const MESSAGE_BODY_MAX = 10_000;
export const MESSAGES_PAGE_SIZE = 30;

const body = z
  .string({ error: 'validation.common.writeMessage' })
  // Only the ends are trimmed: line breaks inside are the message's layout.
  .trim()
  .min(1, 'validation.common.writeMessage')
  .max(MESSAGE_BODY_MAX, `A message can be at most ${MESSAGE_BODY_MAX.toLocaleString('en-US')} characters`);

export const CreateMessageInput = z.strictObject({
  body,
  /** Staff only: a note the client's users never see. Fixed once posted. */
  internal: z.boolean({ error: 'validation.common.chooseWhetherInternalNote' }).default(false),
});
export type CreateMessageInput = z.input<typeof CreateMessageInput>;

/** Only the text changes; whether a message is internal stays as it was posted. */
export const UpdateMessageInput = z.strictObject({ body });
export type UpdateMessageInput = z.input<typeof UpdateMessageInput>;

/** Where the previous page starts: the oldest message shown so far (its time to the microsecond, and its id). */
export const MESSAGE_CURSOR_PATTERN =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z~[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const MessageListQuery = z.strictObject({
  /** The `olderCursor` of the page shown: the messages written before it. Left out: the newest messages. */
  before: z.string().regex(MESSAGE_CURSOR_PATTERN, 'validation.messages.validCursor').optional(),
  limit: z.coerce
    .number()
    .int('validation.common.limitWholeNumber')
    .min(1, 'validation.common.limit1More')
    .max(100, 'validation.messages.limitMost100')
    .default(MESSAGES_PAGE_SIZE),
});
export type MessageListQuery = z.input<typeof MessageListQuery>;

export const ProjectMessage = z
  .object({
    id: z.string(),
    projectId: z.string(),
    body: z.string(),
    /** Always false for a client user: they never receive an internal note. */
    internal: z.boolean(),
    ...timestamps,
    /** How many files are shared on it (their list: GET /api/files?entityType=message&entityId=…). */
    fileCount: z.number().int(),
    /** When the author last changed the text, or null. */
    editedAt: z.string().nullable(),
    /** Null once the author's account is removed. */
    author: PersonRef.extend({ avatarUrl: z.string().nullable(), fromAgency: z.boolean() }).nullable(),
    /** From the shared policy (src/shared/policies/messages.ts). */
    can: z.object({ edit: z.boolean(), delete: z.boolean() }) satisfies z.ZodType<MessageCan>,
  })
  .meta({ id: 'ProjectMessage' });
export type ProjectMessage = z.infer<typeof ProjectMessage>;

/** Oldest first, as the conversation reads; `olderCursor` asks for the page before it (null: this is the start). */
export const MessagePage = z.object({
  items: z.array(ProjectMessage),
  olderCursor: z.string().nullable(),
  /** Whether the caller may write here, and may write internal notes. */
  canPost: z.boolean(),
  canPostInternal: z.boolean(),
});
export type MessagePage = z.infer<typeof MessagePage>;
