/**
 * The timesheet (decision 0047): one person's week as a grid of task rows by day, the cell a person types a day's
 * total into, and the weeks waiting for a manager. Minutes are integers; weeks are named by their Monday.
 */
import { z } from 'zod';
import { MAX_DAY_MINUTES, parseDuration } from '../durations';
import { TIMESHEET_WEEK_STATUSES } from '../enums';
import type { TimesheetWeekCan } from '../policies/time';
import { DATE_PATTERN, isRealDate, requiredId, requiredText } from './fields';
import { UUID_PATTERN } from './list';
import { NamedRef, PersonRef } from './refs';

export const CELL_DURATION_MESSAGE = 'Enter a duration like 1:30, 1.5h or 90m';
export const CELL_TOO_LONG = 'A day holds at most 24 hours';

/** The Monday of the week holding `date` (YYYY-MM-DD, calendar arithmetic in UTC so no time zone shifts the day). */
export function mondayOf(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/** `date` moved by `days` (negative: back). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The seven days of the week starting `monday`. */
export const weekDays = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

const dayField = (message: string) =>
  z.string({ error: message }).regex(DATE_PATTERN, 'validation.common.useDateLike2026').refine(isRealDate, 'validation.common.realDate');

/** Any day of the week; the server uses its Monday. */
const weekField = dayField('Choose the week').transform(mondayOf);

/** Minutes as a whole number 0..1440, or duration text ('1:30', '1.5h', '90m'); empty text and 0 clear the cell. */
export const cellMinutesField = z.union([z.number(), z.string()], { error: CELL_DURATION_MESSAGE }).transform((value, ctx) => {
  let minutes: number;
  if (typeof value === 'number') minutes = value;
  else if (value.trim() === '') minutes = 0;
  else {
    const parsed = parseDuration(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.reason === 'too_long' ? CELL_TOO_LONG : CELL_DURATION_MESSAGE });
      return z.NEVER;
    }
    minutes = parsed.minutes;
  }
  if (!Number.isInteger(minutes) || minutes < 0) {
    ctx.addIssue({ code: 'custom', message: 'validation.timesheet.enterWholeMinutesZero' });
    return z.NEVER;
  }
  if (minutes > MAX_DAY_MINUTES) {
    ctx.addIssue({ code: 'custom', message: CELL_TOO_LONG });
    return z.NEVER;
  }
  return minutes;
});

const personQuery = z.string().regex(UUID_PATTERN, 'validation.common.validId').optional();

export const TimesheetQuery = z.object({
  /** Any day of the week wanted (its Monday is used); absent: this week. */
  week: dayField('Choose the week').transform(mondayOf).optional(),
  /** Whose week; absent: the caller's. Another person's only for those who see everyone's time. */
  userId: personQuery,
});
export type TimesheetQuery = z.output<typeof TimesheetQuery>;

export const TimesheetCellInput = z.strictObject({
  taskId: requiredId('validation.common.chooseTaskTimeWas'),
  date: dayField('Choose the day'),
  minutes: cellMinutesField,
  /** Someone else's week (managers). Absent: the caller's. */
  userId: z.string().regex(UUID_PATTERN, 'validation.common.validId').optional(),
});
export type TimesheetCellInput = z.input<typeof TimesheetCellInput>;

export const TimesheetWeekInput = z.strictObject({ week: weekField });
export type TimesheetWeekInput = z.input<typeof TimesheetWeekInput>;

export const DecideWeekInput = z.strictObject({ userId: requiredId('validation.timesheet.chooseWhoseWeek'), week: weekField });
export type DecideWeekInput = z.input<typeof DecideWeekInput>;

export const ReturnWeekInput = DecideWeekInput.extend({ note: requiredText('validation.label.sayWhatToFix', 2000) });
export type ReturnWeekInput = z.input<typeof ReturnWeekInput>;

export const TimesheetCell = z
  .object({
    date: z.string(),
    minutes: z.number().int(),
    /** Of which came from timers: typing less than this is refused (edit those entries instead). */
    timedMinutes: z.number().int(),
    /** Whether the caller may type into it (the week's lock, an invoiced entry, whose week it is). */
    editable: z.boolean(),
  })
  .meta({ id: 'TimesheetCell' });
export type TimesheetCell = z.infer<typeof TimesheetCell>;

export const TimesheetRow = z
  .object({
    /** Null when the task was deleted: its time stays on the project, read-only here. */
    task: NamedRef.nullable(),
    project: NamedRef,
    client: NamedRef,
    cells: z.array(TimesheetCell),
    totalMinutes: z.number().int(),
  })
  .meta({ id: 'TimesheetRow' });
export type TimesheetRow = z.infer<typeof TimesheetRow>;

export const TimesheetWeek = z
  .object({
    person: PersonRef,
    weekStart: z.string(),
    days: z.array(z.string()),
    rows: z.array(TimesheetRow),
    dayTotals: z.array(z.number().int()),
    totalMinutes: z.number().int(),
    /** Null: never submitted. */
    status: z.enum(TIMESHEET_WEEK_STATUSES).nullable(),
    /** A returned week's note from the manager. */
    note: z.string().nullable(),
    /** Whether a new row's cells could be typed into (no entry yet: the week's lock alone decides). */
    newRowsEditable: z.boolean(),
    can: z.object({ submit: z.boolean(), decide: z.boolean() }) satisfies z.ZodType<TimesheetWeekCan>,
  })
  .meta({ id: 'TimesheetWeek' });
export type TimesheetWeek = z.infer<typeof TimesheetWeek>;

/** Last week's task rows, to show as empty rows this week (the browser keeps them: decision 0047). */
export const SuggestedRows = z.object({ rows: z.array(TimesheetRow.pick({ task: true, project: true, client: true })) });
export type SuggestedRows = z.infer<typeof SuggestedRows>;

export const WeekAwaiting = z.object({
  person: PersonRef,
  weekStart: z.string(),
  totalMinutes: z.number().int(),
  submittedAt: z.string(),
  can: z.object({ submit: z.boolean(), decide: z.boolean() }),
});
export const ApprovalQueue = z.object({ items: z.array(WeekAwaiting) });
export type WeekAwaiting = z.infer<typeof WeekAwaiting>;
export type ApprovalQueue = z.infer<typeof ApprovalQueue>;
