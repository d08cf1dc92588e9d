/**
 * The profit report (decision 0121): revenue from the ledger, the cost of time and the expenses of a period, per
 * project, client or month and per currency, never converted. Only holders of `financials.view` read it.
 */
import { z } from 'zod';
import { CURRENCIES } from '../enums';
import { MAX_PAGE_SIZE } from './list';
import { NamedRef, pageOf } from './refs';
import { addMonths, MAX_REPORT_MONTHS, MONTH_PATTERN, monthsBetween } from './time-reports';

export const PROFIT_GROUPS = ['project', 'client', 'month'] as const;
export type ProfitGroup = (typeof PROFIT_GROUPS)[number];

const month = (label: string) => z.string().regex(MONTH_PATTERN, `${label} must be a month like 2026-01`).optional();

/**
 * The period is one of: `month` (one month), `year` (its twelve months), or `from` and `to` (months, both included, at
 * most 12). Without any: the current year.
 */
export const ProfitReportQuery = z
  .strictObject({
    groupBy: z.enum(PROFIT_GROUPS, { error: 'validation.profitReport.groupbyProjectClientMonth' }).default('project'),
    month: month('month'),
    year: z
      .string()
      .regex(/^\d{4}$/, 'validation.profitReport.yearYearLike2026')
      .optional(),
    from: month('from'),
    to: month('to'),
    currency: z.enum(CURRENCIES, { error: 'validation.profitReport.currencyCurrencyCodeLike' }).optional(),
    page: z.coerce.number().int('validation.common.pageWholeNumber').min(1, 'validation.common.page1More').max(1_000_000).default(1),
    pageSize: z.coerce
      .number()
      .int('validation.common.pagesizeWholeNumber')
      .min(1, 'validation.common.pagesize1More')
      .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
      .default(100),
  })
  .superRefine((q, ctx) => {
    const ways = [q.month !== undefined, q.year !== undefined, q.from !== undefined || q.to !== undefined].filter(Boolean).length;
    if (ways > 1) ctx.addIssue({ code: 'custom', path: ['month'], message: 'validation.profitReport.giveMonthYearFrom' });
    if ((q.from === undefined) !== (q.to === undefined))
      ctx.addIssue({ code: 'custom', path: [q.from ? 'to' : 'from'], message: 'validation.profitReport.giveBothFrom' });
    if (!q.from || !q.to) return;
    const span = monthsBetween(q.from, q.to);
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.common.sameMonthFromLater' });
    else if (span >= MAX_REPORT_MONTHS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `A report covers at most ${MAX_REPORT_MONTHS} months` });
  });
export type ProfitReportQuery = z.infer<typeof ProfitReportQuery>;
export type ProfitReportParams = z.input<typeof ProfitReportQuery>;

/** The period's first and last months ('YYYY-MM'). */
export function profitPeriod(q: Pick<ProfitReportQuery, 'month' | 'year' | 'from' | 'to'>, today = new Date()) {
  if (q.month) return { from: q.month, to: q.month };
  if (q.from && q.to) return { from: q.from, to: q.to };
  const year = q.year ?? String(today.getUTCFullYear());
  return { from: `${year}-01`, to: addMonths(`${year}-01`, 11) };
}

/** The figures of a row, a month or a total, in minor units of its currency. */
export const ProfitFigures = {
  currency: z.enum(CURRENCIES),
  /** The ledger's invoiced in the period less its credit notes issued in the period. */
  revenueInvoicedMinor: z.number().int(),
  /** The credit notes already taken off revenueInvoicedMinor, shown on their own. */
  creditedMinor: z.number().int(),
  /** Money received in the period: payments less refunds, each in its own month. */
  revenueCollectedMinor: z.number().int(),
  /** Logged time worked in the period at its cost rate, by the one rounding rule. */
  timeCostMinor: z.number().int(),
  /** Approved and invoiced expenses dated in the period, before tax, billable or not. */
  expensesMinor: z.number().int(),
  /** revenueInvoicedMinor - timeCostMinor - expensesMinor. */
  marginMinor: z.number().int(),
  /** margin / revenue invoiced in percent with one decimal; null without revenue. */
  marginPercent: z.number().nullable(),
};

export const ProfitRow = z
  .object({
    /** Grouped by project: the project, or null for the client's invoices for no project (one-offs). */
    project: NamedRef.nullable(),
    /** Grouped by project or by client. */
    client: NamedRef.nullable(),
    /** Set when grouped by month ('YYYY-MM'). */
    month: z.string().nullable(),
    ...ProfitFigures,
  })
  .meta({ id: 'ProfitRow' });
export type ProfitRow = z.infer<typeof ProfitRow>;

export const ProfitTotal = z.object(ProfitFigures);
export type ProfitTotal = z.infer<typeof ProfitTotal>;

export const ProfitReport = pageOf(ProfitRow)
  .extend({
    from: z.string(),
    to: z.string(),
    groupBy: z.enum(PROFIT_GROUPS),
    /** Every currency of the period, whichever `currency` filters the rows. */
    totals: z.array(ProfitTotal),
    /** For the chart: every month of the period, per currency. */
    months: z.array(z.object({ month: z.string(), ...ProfitFigures })),
    /** For the chart: the five clients with the highest margin, per currency. */
    topClients: z.array(z.object({ client: NamedRef, ...ProfitFigures })),
  })
  .meta({ id: 'ProfitReport' });
export type ProfitReport = z.infer<typeof ProfitReport>;

/** margin / revenue, in percent with one decimal; null without revenue. */
export function marginPercentOf(marginMinor: number, revenueMinor: number): number | null {
  if (revenueMinor === 0) return null;
  return Math.round((marginMinor * 1000) / revenueMinor) / 10;
}
