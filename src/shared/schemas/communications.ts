/** Communications (e-mails, calls, meetings, chats with a client): inputs shared by forms and server, and responses. */
import { z } from 'zod';
import { COMMUNICATION_DIRECTIONS, COMMUNICATION_TYPES, type CommunicationType } from '../enums';
import type { CommunicationCan } from '../policies/communications';
import { DATE_PATTERN, isRealDate, optionalSingleLine, optionalText, requiredId, singleLine } from './fields';
import { ListQuery, UUID_PATTERN } from './list';
import { NamedRef, pageOf, PersonRef, timestamps } from './refs';

export type CommunicationDirection = (typeof COMMUNICATION_DIRECTIONS)[number];

/** An optional e-mail address: '' and null mean none. */
const optionalEmail = (label: string) =>
  z
    .string({ error: `${label} must be an email address` })
    .trim()
    .max(254, `${label} must be at most 254 characters`)
    .refine((v) => v === '' || z.email().safeParse(v).success, `${label} must be a valid email address`)
    .nullish()
    .transform((v) => (v ? v : null));

/** A moment with its offset (the form turns its local date-time into one): '' and null mean none. */
const optionalInstant = z
  .union([z.literal(''), z.iso.datetime({ offset: true, error: 'validation.communications.enterDateTime' })])
  .nullish()
  .transform((v) => (v ? v : null));

const ATTACHMENTS_MESSAGE = 'Attachments must be a whole number, 0 or more';

const communicationFields = {
  clientId: requiredId('validation.communications.pleaseSelectClient'),
  type: z.enum(COMMUNICATION_TYPES, { error: 'validation.common.unknownType' }),
  direction: z.enum(COMMUNICATION_DIRECTIONS, { error: 'validation.communications.unknownDirection' }),
  subject: singleLine('validation.label.subject'),
  content: optionalText('validation.label.content', 10_000),
  /** E-mail only. */
  fromEmail: optionalEmail('From'),
  toEmail: optionalEmail('To'),
  attachmentsCount: z
    .union([z.number({ error: ATTACHMENTS_MESSAGE }), z.string({ error: ATTACHMENTS_MESSAGE })])
    .transform((v) => (typeof v === 'number' ? v : v.trim() === '' ? 0 : Number(v)))
    .pipe(
      z
        .number({ error: ATTACHMENTS_MESSAGE })
        .int(ATTACHMENTS_MESSAGE)
        .min(0, ATTACHMENTS_MESSAGE)
        .max(1000, 'validation.communications.most1000Attachments'),
    ),
  /** Call only: free text such as '30 minutes'. */
  duration: optionalSingleLine('validation.label.duration', 100),
  /** Meeting only. */
  meetingStartsAt: optionalInstant,
  meetingEndsAt: optionalInstant,
  /** Kept from the client's users; left out on create, it follows the type (defaultStaffOnly). */
  staffOnly: z.boolean({ error: 'validation.communications.chooseWhetherClientMay' }),
};

/**
 * Decisions 0028 and 0106: a call's, a meeting's or a chat's record is a summary staff write ("Client asked for a
 * status; replied with a link"), so it starts staff-only; an e-mail is what was written to or by the client, so it
 * starts shared. The author may change either ("Shared with the client" on the form).
 */
export function defaultStaffOnly(type: CommunicationType): boolean {
  return type !== 'email';
}

type MeetingTimes = { meetingStartsAt?: string | null; meetingEndsAt?: string | null };

export const MEETING_END_MESSAGE = 'validation.communications.meetingEnd';
export const meetingInOrder = (v: MeetingTimes) =>
  !v.meetingStartsAt || !v.meetingEndsAt || Date.parse(v.meetingEndsAt) >= Date.parse(v.meetingStartsAt);

export const CreateCommunicationInput = z
  .strictObject({
    ...communicationFields,
    type: communicationFields.type.default('email'),
    direction: communicationFields.direction.default('outbound'),
    attachmentsCount: communicationFields.attachmentsCount.default(0),
    staffOnly: communicationFields.staffOnly.optional(),
  })
  .refine(meetingInOrder, { path: ['meetingEndsAt'], message: MEETING_END_MESSAGE });
export type CreateCommunicationInput = z.input<typeof CreateCommunicationInput>;

/** Any subset of the fields; what is not sent stays. The server re-checks the merged record (type, meeting order). */
export const UpdateCommunicationInput = z
  .strictObject(communicationFields)
  .partial()
  .refine(meetingInOrder, { path: ['meetingEndsAt'], message: MEETING_END_MESSAGE });
export type UpdateCommunicationInput = z.input<typeof UpdateCommunicationInput>;

/** The fields each type keeps; the others are stored empty whatever was sent. */
export const TYPE_FIELDS: Record<
  CommunicationType,
  ReadonlyArray<'fromEmail' | 'toEmail' | 'attachmentsCount' | 'duration' | 'meetingStartsAt' | 'meetingEndsAt'>
> = { email: ['fromEmail', 'toEmail', 'attachmentsCount'], call: ['duration'], meeting: ['meetingStartsAt', 'meetingEndsAt'], chat: [] };

const date = z
  .string()
  .regex(DATE_PATTERN, 'validation.common.useDateLike2026')
  .refine(isRealDate, 'validation.common.realDate')
  .optional();
const id = z.string().regex(UUID_PATTERN, 'validation.common.validId').optional();

export const CommunicationListQuery = ListQuery.extend({
  type: z.enum(COMMUNICATION_TYPES, { error: 'validation.common.unknownType' }).optional(),
  direction: z.enum(COMMUNICATION_DIRECTIONS, { error: 'validation.communications.unknownDirection' }).optional(),
  clientId: id,
  userId: id,
  /** Calendar days in the caller's time zone; dateTo includes the whole end day. */
  dateFrom: date,
  dateTo: date,
  /**
   * The caller's offset from UTC in minutes as JavaScript's getTimezoneOffset() gives it (Berlin in winter: -60), so a
   * day means the caller's day. Absent: UTC.
   */
  tzOffset: z.coerce
    .number({ error: 'validation.communications.tzoffsetMinutes' })
    .int('validation.communications.tzoffsetWholeMinutes')
    .min(-840, 'validation.communications.tzoffsetBetween840840')
    .max(840, 'validation.communications.tzoffsetBetween840840')
    .default(0),
}).refine((v) => !v.dateFrom || !v.dateTo || v.dateTo >= v.dateFrom, {
  path: ['dateTo'],
  message: 'validation.communications.dateAfterDateFrom',
});
export type CommunicationListQuery = z.infer<typeof CommunicationListQuery>;

export const CommunicationListItem = z
  .object({
    id: z.string(),
    type: z.enum(COMMUNICATION_TYPES),
    direction: z.enum(COMMUNICATION_DIRECTIONS),
    subject: z.string(),
    content: z.string().nullable(),
    fromEmail: z.string().nullable(),
    toEmail: z.string().nullable(),
    attachmentsCount: z.number(),
    duration: z.string().nullable(),
    meetingStartsAt: z.string().nullable(),
    meetingEndsAt: z.string().nullable(),
    ...timestamps,
    client: NamedRef,
    /** Hidden from the client's users (decision 0028); a client user only ever receives false. */
    staffOnly: z.boolean(),
    /**
     * Who wrote it, as the reader says it (decision 0106): for a client user "You wrote", "{colleague} wrote",
     * "{company} wrote" or "{agency} wrote"; null for staff, whose screens show the author and the direction.
     */
    readerLabel: z.string().nullable(),
    /** Who logged it; null when that account is gone ('Unknown User'). */
    user: PersonRef.nullable(),
    /** What the caller may do with it, from the shared policy (src/shared/policies/communications.ts). */
    can: z.object({ edit: z.boolean(), delete: z.boolean() }) satisfies z.ZodType<CommunicationCan>,
  })
  .meta({ id: 'Communication' });
export type CommunicationListItem = z.infer<typeof CommunicationListItem>;

export const CommunicationDetail = CommunicationListItem;
export type CommunicationDetail = CommunicationListItem;

export const CommunicationStats = z.object({
  total: z.number(),
  email: z.number(),
  call: z.number(),
  meeting: z.number(),
  chat: z.number(),
});
export type CommunicationStats = z.infer<typeof CommunicationStats>;

export const CommunicationList = pageOf(CommunicationListItem).extend({
  /** Over the caller's scope with every current filter (search and type included), like the task list's cards. */
  stats: CommunicationStats,
});
export type CommunicationList = z.infer<typeof CommunicationList>;
