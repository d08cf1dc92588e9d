/**
 * The calendar of a recurring schedule (decision 0057), pure so the server's sweep, the screens and the tests share it.
 * Dates are ISO calendar days ('2026-01-31') computed in UTC, never local time. A monthly, quarterly or yearly period
 * starts on a day of the month from 1 to 28, so every month has it and no period is ever skipped or doubled.
 */
import type { RecurringFrequency } from './enums';

export interface ScheduleCalendar {
  frequency: RecurringFrequency;
  /** Monthly, quarterly, yearly: the day a period starts (1-28). Weekly: ignored (the start date's weekday). */
  dayOfMonth: number | null;
  startDate: string;
}

export interface ScheduleLimits {
  endDate: string | null;
  maxCount: number | null;
}

const MONTHS: Record<Exclude<RecurringFrequency, 'weekly'>, number> = { monthly: 1, quarterly: 3, yearly: 12 };

function parse(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
}

function format(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const d = parse(date);
  d.setUTCDate(d.getUTCDate() + days);
  return format(d);
}

/** The same day of the month, `months` later: callers pass days 1-28 only, so no month is too short. */
function addMonths(date: string, months: number): string {
  const d = parse(date);
  const day = d.getUTCDate();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return format(target);
}

/** The calendar day `now` falls on, in UTC: what "today" means to the sweep. */
export function dayOf(now: Date): string {
  return format(now);
}

/** The day of the month a new schedule starting on `startDate` uses when none is chosen: its own, at most 28. */
export function defaultDayOfMonth(startDate: string): number {
  return Math.min(parse(startDate).getUTCDate(), 28);
}

/** The first period's start: the start date (weekly), or the first chosen day of the month on or after it. */
export function firstPeriodStart(calendar: ScheduleCalendar): string {
  if (calendar.frequency === 'weekly') return calendar.startDate;
  const day = calendar.dayOfMonth ?? defaultDayOfMonth(calendar.startDate);
  const start = parse(calendar.startDate);
  const sameMonth = format(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), day)));
  return sameMonth >= calendar.startDate ? sameMonth : addMonths(sameMonth, 1);
}

/** The start of the period after the one starting at `periodStart`. */
export function nextPeriodStart(periodStart: string, frequency: RecurringFrequency): string {
  return frequency === 'weekly' ? addDays(periodStart, 7) : addMonths(periodStart, MONTHS[frequency]);
}

/** The start of the period before (a retainer's invoice prices the hours of the period that just ended). */
export function previousPeriodStart(periodStart: string, frequency: RecurringFrequency): string {
  return frequency === 'weekly' ? addDays(periodStart, -7) : addMonths(periodStart, -MONTHS[frequency]);
}

/** The last day of the period starting at `periodStart` (inclusive). */
export function periodEnd(periodStart: string, frequency: RecurringFrequency): string {
  return addDays(nextPeriodStart(periodStart, frequency), -1);
}

/** Whether a schedule that has made `invoicesCount` invoices may still invoice the period starting at `periodStart`. */
export function withinLimits(periodStart: string, invoicesCount: number, limits: ScheduleLimits): boolean {
  if (limits.endDate !== null && periodStart > limits.endDate) return false;
  if (limits.maxCount !== null && invoicesCount >= limits.maxCount) return false;
  return true;
}

/**
 * The periods due at `today`, from the schedule's next one on, each at most once: every start on or before today
 * that the end date and the count still allow. `cap` bounds a very long catch-up (the rest waits for the next look).
 */
export function duePeriods(
  schedule: { frequency: RecurringFrequency; nextPeriodStart: string; invoicesCount: number } & ScheduleLimits,
  today: string,
  cap = 1000,
): string[] {
  const due: string[] = [];
  let start = schedule.nextPeriodStart;
  let count = schedule.invoicesCount;
  while (start <= today && withinLimits(start, count, schedule) && due.length < cap) {
    due.push(start);
    start = nextPeriodStart(start, schedule.frequency);
    count += 1;
  }
  return due;
}

/** The first `n` period starts of a calendar (the New Schedule dialog shows the coming invoice dates). */
export function upcomingPeriods(
  calendar: ScheduleCalendar,
  n: number,
  limits: ScheduleLimits = { endDate: null, maxCount: null },
): string[] {
  const starts: string[] = [];
  let start = firstPeriodStart(calendar);
  while (starts.length < n && withinLimits(start, starts.length, limits)) {
    starts.push(start);
    start = nextPeriodStart(start, calendar.frequency);
  }
  return starts;
}

/**
 * A retainer's period, in minutes: the allowance plus what the previous period carried in, against the time used.
 * Over the available minutes is billed; under it, with carry-over on, at most one period's allowance carries on.
 */
export function retainerPeriod(input: { allowanceMinutes: number; carriedMinutes: number; usedMinutes: number; carryOver: boolean }) {
  const available = input.allowanceMinutes + input.carriedMinutes;
  const overMinutes = Math.max(0, input.usedMinutes - available);
  const unused = Math.max(0, available - input.usedMinutes);
  const carriedMinutes = input.carryOver ? Math.min(unused, input.allowanceMinutes) : 0;
  return { availableMinutes: available, overMinutes, carriedMinutes };
}
