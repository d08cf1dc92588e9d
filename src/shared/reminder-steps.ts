/**
 * Which reminder steps of one unpaid invoice are due on a day (decision 0058). A step is due once its day (due date +
 * offset) has come. Of the due steps the invoice has not had yet, only the latest is sent: an invoice first looked at
 * long after several steps passed (reminders just switched on, a server down for days, an invoice issued late) sends one
 * reminder, not a burst. The older ones are recorded as skipped so they never go later. A step whose day was on or before
 * the invoice's issue day is skipped too: the invoice's own e-mail has just gone out.
 */

export interface StepPlan {
  /** The step to send now, if any. */
  send: number | null;
  /** Steps to record as never sent, with why. */
  skip: { offsetDays: number; reason: 'superseded' | 'before_issue' }[];
}

const DAY_MS = 86_400_000;

/** Unpaid: issued and not settled. Reminders stop (and no fee is added) the moment an invoice leaves these. */
export const UNPAID_STATUSES = ['open', 'partially_paid'] as const;

/** The calendar day of a moment, in UTC: steps and fees fall on whole days. */
export const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/** The earliest a step may be: 60 days before the due date (the sweep reads invoices due up to that far ahead). */
export const REMINDER_OFFSET_FLOOR = -60;

/** 'YYYY-MM-DD' plus days, as a date string (UTC calendar arithmetic). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function planReminderSteps(input: {
  offsets: readonly number[];
  dueDate: string;
  /** Today's date ('YYYY-MM-DD'). */
  today: string;
  /** The day the invoice was issued; null treats every step as after it. */
  issuedOn: string | null;
  /** Steps the invoice already has a row for (sent, queued or skipped). */
  had: ReadonlySet<number>;
}): StepPlan {
  const due = [...input.offsets].filter((o) => addDays(input.dueDate, o) <= input.today).sort((a, b) => a - b);
  const plan: StepPlan = { send: null, skip: [] };
  if (due.length === 0) return plan;
  const latest = due[due.length - 1]!;
  for (const offset of due) {
    if (input.had.has(offset)) continue;
    if (input.issuedOn && addDays(input.dueDate, offset) <= input.issuedOn) plan.skip.push({ offsetDays: offset, reason: 'before_issue' });
    else if (offset === latest) plan.send = offset;
    else plan.skip.push({ offsetDays: offset, reason: 'superseded' });
  }
  return plan;
}

/** A step in words: "3 days before the due date", "on the due date", "7 days after the due date". */
export function stepLabel(offsetDays: number): string {
  if (offsetDays === 0) return 'on the due date';
  const n = Math.abs(offsetDays);
  return `${n} day${n === 1 ? '' : 's'} ${offsetDays < 0 ? 'before' : 'after'} the due date`;
}
