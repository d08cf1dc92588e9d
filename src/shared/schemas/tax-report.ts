/**
 * The tax report (decision 0098): per period, per tax rate as the lines copied it (name, rate and kind: each version
 * of a rate is its own row) and per currency, never converted; on issued documents or on money received.
 */
import { z } from 'zod';
import { CURRENCIES } from '../enums';
import { DATE_PATTERN, isRealDate } from './fields';

export const TAX_REPORT_BASES = ['issued', 'paid'] as const;
export type TaxReportBasis = (typeof TAX_REPORT_BASES)[number];

const day = (label: string) =>
  z
    .string({ error: `Give the ${label} day of the period (YYYY-MM-DD)` })
    .regex(DATE_PATTERN, 'validation.common.useDateLike2026')
    .refine(isRealDate, 'validation.common.realDate');

export const TaxReportQuery = z
  .object({
    from: day('first'),
    to: day('last'),
    basis: z.enum(TAX_REPORT_BASES, { error: 'validation.taxReport.useIssuedPaid' }).default('issued'),
  })
  .refine((v) => v.from <= v.to, { path: ['to'], message: 'validation.common.endPeriodBeforeStart' })
  // A year and a day at most: the report reads every line of the period.
  .refine((v) => Date.parse(v.to) - Date.parse(v.from) <= 366 * 86_400_000, {
    path: ['to'],
    message: 'validation.common.choosePeriodMostYear',
  });
export type TaxReportQuery = z.infer<typeof TaxReportQuery>;
export type TaxReportParams = z.input<typeof TaxReportQuery>;

const Figures = {
  /** The taxed amounts excluding tax, the tax, and both together, in minor units of the row's currency. */
  netMinor: z.number().int(),
  taxMinor: z.number().int(),
  grossMinor: z.number().int(),
};

export const TaxReportRow = z
  .object({
    currency: z.enum(CURRENCIES),
    /** Null: lines without tax. */
    taxName: z.string().nullable(),
    /** Millionths: 8.875% is 88750. */
    rateMillionths: z.number().int(),
    inclusive: z.boolean(),
    ...Figures,
    /** Invoices and credit notes (issued basis), or invoices with money received in the period (paid basis). */
    documentCount: z.number().int(),
  })
  .meta({ id: 'TaxReportRow' });
export type TaxReportRow = z.infer<typeof TaxReportRow>;

export const TaxReport = z
  .object({
    from: z.string(),
    to: z.string(),
    basis: z.enum(TAX_REPORT_BASES),
    rows: z.array(TaxReportRow),
    /** Each currency's rows added up. */
    totals: z.array(z.object({ currency: z.enum(CURRENCIES), ...Figures })),
  })
  .meta({ id: 'TaxReport' });
export type TaxReport = z.infer<typeof TaxReport>;
