/**
 * The Invoices workspace (decision 0092): every client's invoices in one list for staff who read financials, filtered,
 * searched and paged in SQL, with the ledger's figures and the receivables' ageing per currency, never converted.
 */
import { z } from 'zod';
import { CURRENCIES, INVOICE_STATUSES } from '../enums';
import { optionalDate, optionalId, requiredId } from './fields';
import { ListQuery } from './list';
import { InvoiceTotals } from './billing';
import { NamedRef, pageOf } from './refs';

const flag = z
  .enum(['true', 'false'], { error: 'validation.common.useTrueFalse' })
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

const filters = {
  status: z.enum(INVOICE_STATUSES, { error: 'validation.common.unknownStatus' }).optional(),
  clientId: optionalId,
  currency: z.enum(CURRENCIES, { error: 'validation.common.unknownCurrency' }).optional(),
  /** Issued on or after this day (drafts, never issued, fall outside any period). */
  from: optionalDate,
  /** Issued on or before this day. */
  to: optionalDate,
  /** Only the outstanding invoices past their due date (true), or none of them (false). */
  overdue: flag,
};
const periodInOrder = (v: { from: string | null; to: string | null }) => !v.from || !v.to || v.from <= v.to;
const PERIOD_ERROR = { path: ['to'], message: 'validation.common.endPeriodBeforeStart' };

export const InvoiceListQuery = ListQuery.extend(filters).refine(periodInOrder, PERIOD_ERROR);
export type InvoiceListQuery = z.infer<typeof InvoiceListQuery>;
/** The list's query as a caller writes it (`overdue` as the text 'true' or 'false'). */
export type InvoiceListParams = z.input<typeof InvoiceListQuery>;

/** The export takes the list's filters and search, without paging. */
export const InvoiceExportQuery = ListQuery.omit({ page: true, pageSize: true }).extend(filters).refine(periodInOrder, PERIOD_ERROR);
export type InvoiceExportQuery = z.infer<typeof InvoiceExportQuery>;

export const InvoiceListItem = z
  .object({
    id: z.string(),
    invoiceNumber: z.string().nullable(),
    client: NamedRef,
    status: z.enum(INVOICE_STATUSES),
    overdue: z.boolean(),
    currency: z.enum(CURRENCIES),
    issuedAt: z.string().nullable(),
    dueDate: z.string().nullable(),
    /** The invoice's total, what was received on it (payments less refunds), credited, and what is left to pay. */
    amountMinor: z.number().int(),
    paidMinor: z.number().int(),
    creditedMinor: z.number().int(),
    balanceMinor: z.number().int(),
  })
  .meta({ id: 'InvoiceListItem' });
export type InvoiceListItem = z.infer<typeof InvoiceListItem>;

export const CurrencyFigures = InvoiceTotals.extend({ currency: z.enum(CURRENCIES) });

export const InvoiceList = pageOf(InvoiceListItem).extend({
  /** The ledger's figures of every invoice the filters pick (not only this page), one entry per currency. */
  figures: z.array(CurrencyFigures),
});
export type InvoiceList = z.infer<typeof InvoiceList>;

/** The ageing buckets: days past the due date of what is outstanding ("current" is not yet due). */
export const AGEING_BUCKETS = ['current', 'days1To30', 'days31To60', 'days61To90', 'over90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

const Bucket = z.object({ amountMinor: z.number().int(), count: z.number().int() });
export const AgeingRow = z.object({
  currency: z.enum(CURRENCIES),
  current: Bucket,
  days1To30: Bucket,
  days31To60: Bucket,
  days61To90: Bucket,
  over90: Bucket,
  total: Bucket,
});
export type AgeingRow = z.infer<typeof AgeingRow>;

export const Ageing = z.object({
  /** The day the ages are counted to (today, UTC). */
  asOf: z.string(),
  rows: z.array(AgeingRow),
});
export type Ageing = z.infer<typeof Ageing>;

/** At most this many invoices in one bulk action: a page of the list, and PDFs rendered within a request. */
export const BULK_INVOICES_MAX = 50;

const invoiceIds = z
  .array(requiredId('validation.invoices.eachInvoiceInvoiceId'), { error: 'validation.invoices.chooseInvoices' })
  .min(1, 'validation.invoices.chooseLeastOneInvoice')
  .max(BULK_INVOICES_MAX, `Choose at most ${BULK_INVOICES_MAX} invoices at once`);

/** The invoices a bulk action is for, as picked in the list. */
export const InvoiceBulkInput = z.object({ ids: invoiceIds });
export type InvoiceBulkInput = z.infer<typeof InvoiceBulkInput>;

/** Why an invoice got no reminder: it owes nothing, its client turned reminders off, or it had one today. */
export const BULK_REMINDER_SKIPS = ['not_outstanding', 'no_due_date', 'client_opted_out', 'reminded_today'] as const;
export const BULK_REMINDER_SKIP_TEXT: Record<(typeof BULK_REMINDER_SKIPS)[number], string> = {
  not_outstanding: 'nothing is owed on it',
  no_due_date: 'it has no due date',
  client_opted_out: 'its client has reminders turned off',
  reminded_today: 'it was reminded today already',
};

export const BulkRemindersResult = z.object({
  /** Reminders queued: each is sent to the client's billing address and primary contacts, and shows in the history. */
  queued: z.number().int(),
  skipped: z.array(z.object({ id: z.string(), invoiceNumber: z.string().nullable(), reason: z.enum(BULK_REMINDER_SKIPS) })),
});
export type BulkRemindersResult = z.infer<typeof BulkRemindersResult>;

/** The PDFs' download names the invoices in the query, comma-separated (a link the browser follows). */
export const InvoicePdfsQuery = z.object({
  ids: z
    .string({ error: 'validation.invoices.chooseInvoices' })
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(invoiceIds),
});
