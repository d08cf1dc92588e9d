/**
 * Time entries and the timer (decision 0046): inputs shared by forms and server, and replies. One entry shape for
 * everyone; what a caller may not read is null in it (decision 0046: client users never get a note, rate, amount or
 * cost; cost rates only reach financials.view, billing rates and amounts only projects.manage).
 */
import { z } from 'zod';
import { MAX_DAY_MINUTES, parseDuration } from '../durations';
import { CURRENCIES, TIME_ENTRY_STATUSES } from '../enums';
import type { TimeEntryCan } from '../policies/time';
import { DATE_PATTERN, isRealDate, optionalId, optionalText, requiredId } from './fields';
import { ListQuery, UUID_PATTERN } from './list';
import { NamedRef, pageOf, PersonRef, timestamps } from './refs';

export const DURATION_MESSAGE = 'Enter a duration like 1:30, 1.5h or 90m';
export const DURATION_TOO_LONG = 'One entry holds at most 24 hours';

/** A required calendar day (YYYY-MM-DD). */
export const workDateField = z
  .string({ error: 'validation.time.chooseDay' })
  .regex(DATE_PATTERN, 'validation.common.useDateLike2026')
  .refine(isRealDate, 'validation.common.realDate');

/** Minutes as a whole number (1..1440), or duration text as people type it ('1:30', '1.5h', '90m'). */
export const minutesField = z.union([z.number(), z.string()], { error: DURATION_MESSAGE }).transform((value, ctx) => {
  let minutes: number;
  if (typeof value === 'number') minutes = value;
  else {
    const parsed = parseDuration(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.reason === 'too_long' ? DURATION_TOO_LONG : DURATION_MESSAGE });
      return z.NEVER;
    }
    minutes = parsed.minutes;
  }
  if (!Number.isInteger(minutes) || minutes < 1) {
    ctx.addIssue({ code: 'custom', message: 'validation.time.enterLeastOneMinute' });
    return z.NEVER;
  }
  if (minutes > MAX_DAY_MINUTES) {
    ctx.addIssue({ code: 'custom', message: DURATION_TOO_LONG });
    return z.NEVER;
  }
  return minutes;
});

const taskIdField = requiredId('validation.common.chooseTaskTimeWas');

export const CreateTimeEntryInput = z.strictObject({
  taskId: taskIdField,
  workDate: workDateField,
  minutes: minutesField,
  note: optionalText('validation.label.note', 2000),
  /** Absent: the project's default. */
  billable: z.boolean({ error: 'validation.common.billableYes' }).optional(),
  /** Someone else's time: only for those who track everyone's (managers). Absent or empty: the caller's own. */
  userId: optionalId,
});
export type CreateTimeEntryInput = z.input<typeof CreateTimeEntryInput>;

/** Only the fields sent change. Another task copies that task's project and rates afresh. */
export const UpdateTimeEntryInput = z
  .strictObject({
    taskId: taskIdField,
    workDate: workDateField,
    minutes: minutesField,
    note: optionalText('validation.label.note', 2000),
    billable: z.boolean({ error: 'validation.common.billableYes' }),
  })
  .partial();
export type UpdateTimeEntryInput = z.input<typeof UpdateTimeEntryInput>;

const id = z.string().regex(UUID_PATTERN, 'validation.common.validId').optional();
const day = z.string().regex(DATE_PATTERN, 'validation.common.useDateLike2026').refine(isRealDate, 'validation.common.realDate').optional();

export const TimeEntryListQuery = ListQuery.extend({
  userId: id,
  projectId: id,
  taskId: id,
  /** Work dates, both inclusive. */
  from: day,
  to: day,
  status: z.enum(TIME_ENTRY_STATUSES, { error: 'validation.common.unknownStatus' }).optional(),
  billable: z
    .enum(['true', 'false'], { error: 'validation.common.useTrueFalse' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type TimeEntryListQuery = z.output<typeof TimeEntryListQuery>;

export const TimeEntry = z
  .object({
    id: z.string(),
    /** Whose time; null when that account is gone ('Unknown User'). */
    user: PersonRef.nullable(),
    /** Null when the task was deleted: the time stays on its project. */
    task: NamedRef.nullable(),
    project: NamedRef,
    client: NamedRef,
    workDate: z.string(),
    startedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
    /** Null only while its timer runs. */
    minutes: z.number().int().nullable(),
    running: z.boolean(),
    /** Staff-only: null for client users. */
    note: z.string().nullable(),
    billable: z.boolean(),
    status: z.enum(TIME_ENTRY_STATUSES),
    currency: z.enum(CURRENCIES),
    /** Hourly billing rate and the entry's amount (amountForMinutes): null unless the caller sets rates. */
    rateMinor: z.number().int().nullable(),
    amountMinor: z.number().int().nullable(),
    /** Hourly cost of its author: null unless the caller holds financials.view. */
    costRateMinor: z.number().int().nullable(),
    /** The invoice it is on (null before); the billed amount follows the billing-rate rule above. */
    invoiceId: z.string().nullable(),
    billedMinutes: z.number().int().nullable(),
    billedAmountMinor: z.number().int().nullable(),
    ...timestamps,
    can: z.object({ edit: z.boolean(), delete: z.boolean() }) satisfies z.ZodType<TimeEntryCan>,
  })
  .meta({ id: 'TimeEntry' });
export type TimeEntry = z.infer<typeof TimeEntry>;

export const TimeEntryList = pageOf(TimeEntry).extend({
  /** Minutes of every entry matching the filters (not just this page); running timers count nothing yet. */
  totalMinutes: z.number().int(),
});
export type TimeEntryList = z.infer<typeof TimeEntryList>;

// In a module without zod, so the top bar's timer (part of the first load) reads it without the schemas.
export { TIMER_TOO_LONG_MINUTES } from '../durations';

export const TimerState = z
  .object({
    /** The caller's running entry, or null. */
    entry: TimeEntry.nullable(),
    /** Whole seconds since it started (0 without a timer). */
    elapsedSeconds: z.number().int(),
    /** Running over 12 hours. */
    tooLong: z.boolean(),
  })
  .meta({ id: 'TimerState' });
export type TimerState = z.infer<typeof TimerState>;

export const StartTimerInput = z.strictObject({
  taskId: taskIdField,
  /** The browser's own calendar day: the time counts for it. */
  workDate: workDateField,
  note: optionalText('validation.label.note', 2000),
});
export type StartTimerInput = z.input<typeof StartTimerInput>;

/** Without minutes the clock decides (at least one minute, at most 24 hours); with them, the real duration. */
export const StopTimerInput = z.strictObject({ minutes: minutesField.optional() });
export type StopTimerInput = z.input<typeof StopTimerInput>;
