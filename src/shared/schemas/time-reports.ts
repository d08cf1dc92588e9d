/**
 * Time reports (decision 0050): hours, billable share and money per project and month, and each person's
 * utilization per week. Who sees which figures is the time policy's (`seesBillingRates`, `seesCosts`): a figure the
 * caller may not see is null, never left out, so one shape serves every reader.
 */
import { z } from 'zod';
import { CURRENCIES } from '../enums';
import { DATE_PATTERN, isRealDate } from './fields';
import { MAX_PAGE_SIZE, UUID_PATTERN } from './list';
import { NamedRef, PersonRef, pageOf } from './refs';

/** The longest range one report covers: a year of months, or of weeks. */
export const MAX_REPORT_MONTHS = 12;
export const MAX_REPORT_WEEKS = 53;
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const month = (label: string) => z.string().regex(MONTH_PATTERN, `${label} must be a month like 2026-01`).optional();
const day = (label: string) =>
  z.string().regex(DATE_PATTERN, `${label} must be a date like 2026-12-31`).refine(isRealDate, `${label} is not a real date`).optional();
const optionalUuid = (label: string) => z.string().regex(UUID_PATTERN, `${label} must be an id`).optional();
const page = z.coerce.number().int('validation.common.pageWholeNumber').min(1, 'validation.common.page1More').max(1_000_000).default(1);
const pageSize = (fallback: number) =>
  z.coerce
    .number()
    .int('validation.common.pagesizeWholeNumber')
    .min(1, 'validation.common.pagesize1More')
    .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
    .default(fallback);

/** Months between two 'YYYY-MM' (0 for the same month). */
export function monthsBetween(from: string, to: string): number {
  return (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));
}

/** The month `n` months from `month` ('YYYY-MM'). */
export function addMonths(month: string, n: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The Monday of the week `date` ('YYYY-MM-DD') falls in. */
export function mondayOf(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/** Per project and month. Without `from`/`to`: the last 6 months up to this one. */
export const ProjectReportQuery = z
  .strictObject({
    from: month('from'),
    to: month('to'),
    clientId: optionalUuid('clientId'),
    projectId: optionalUuid('projectId'),
    page,
    pageSize: pageSize(100),
  })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    const span = monthsBetween(q.from, q.to);
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.common.sameMonthFromLater' });
    else if (span >= MAX_REPORT_MONTHS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `A report covers at most ${MAX_REPORT_MONTHS} months` });
  });
export type ProjectReportQuery = z.infer<typeof ProjectReportQuery>;

/** The money figures of a row or a total; null where the caller may not see them. */
const Money = {
  currency: z.enum(CURRENCIES),
  minutes: z.number().int(),
  billableMinutes: z.number().int(),
  /** Billable value: sum of (minutes x rate + 30) / 60 over billable entries, what the work is worth at its rates (managers, admins). */
  billableAmountMinor: z.number().int().nullable(),
  /**
   * The ledger's invoiced (decision 0096): the project's issued invoices (deposits, final and retainer invoices, time
   * invoices) issued in the month, tax and late fees included, in this currency (admins).
   */
  invoicedMinor: z.number().int().nullable(),
  /** Money received in the month on the project's invoices: payments less refunds, part payments included (admins). */
  paidMinor: z.number().int().nullable(),
  /** The cost of time: sum of (minutes x cost rate + 30) / 60 over all entries (admins). Margin is the profit report's (decision 0121). */
  costMinor: z.number().int().nullable(),
};

export const ProjectReportRow = z.object({ project: NamedRef, client: NamedRef, month: z.string(), ...Money });
export type ProjectReportRow = z.infer<typeof ProjectReportRow>;
export const ReportTotal = z.object(Money);
export type ReportTotal = z.infer<typeof ReportTotal>;

export const ProjectReport = pageOf(ProjectReportRow).extend({
  from: z.string(),
  to: z.string(),
  /** Every row of the range (not only this page), per currency. */
  totals: z.array(ReportTotal),
  /** Hours per month over the whole range, for the chart. */
  months: z.array(z.object({ month: z.string(), minutes: z.number().int(), billableMinutes: z.number().int() })),
  sees: z.object({ billing: z.boolean(), costs: z.boolean() }),
});
export type ProjectReport = z.infer<typeof ProjectReport>;

/** Per person and week. Without `from`/`to`: the 8 weeks up to this one. Both ends snap to their week's Monday. */
export const UtilizationQuery = z.strictObject({ from: day('from'), to: day('to'), page, pageSize: pageSize(50) }).superRefine((q, ctx) => {
  if (!q.from || !q.to || !isRealDate(q.from) || !isRealDate(q.to)) return;
  if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.common.afterFrom' });
  else if ((Date.parse(mondayOf(q.to)) - Date.parse(mondayOf(q.from))) / (7 * 86_400_000) >= MAX_REPORT_WEEKS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `A report covers at most ${MAX_REPORT_WEEKS} weeks` });
});
export type UtilizationQuery = z.infer<typeof UtilizationQuery>;

export const UtilizationWeek = z.object({
  weekStart: z.string(),
  minutes: z.number().int(),
  billableMinutes: z.number().int(),
  /** billable / capacity in whole percent; null when the capacity is 0. */
  utilization: z.number().int().nullable(),
});
export const UtilizationPerson = z.object({
  user: PersonRef,
  /** staff_rates.weekly_capacity_minutes, 2400 (40 h) when none is set. */
  capacityMinutes: z.number().int(),
  weeks: z.array(UtilizationWeek),
  minutes: z.number().int(),
  billableMinutes: z.number().int(),
  utilization: z.number().int().nullable(),
});
export type UtilizationPerson = z.infer<typeof UtilizationPerson>;
export const UtilizationReport = pageOf(UtilizationPerson).extend({ from: z.string(), to: z.string(), weeks: z.array(z.string()) });
export type UtilizationReport = z.infer<typeof UtilizationReport>;
