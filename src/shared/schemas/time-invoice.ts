/**
 * Invoice time and expenses (decisions 0049 and 0119): the preview's and the creation's bodies, and the preview's
 * answer.
 */
import { z } from 'zod';
import { CURRENCIES } from '../enums';
import { INVOICE_GROUPINGS, ROUNDING_INCREMENTS, ROUNDING_MODES } from '../time-invoice';
import { CreateInvoiceInput, INVOICE_LIMITS } from './billing';
import { DATE_PATTERN, isRealDate } from './fields';
import { UUID_PATTERN } from './list';

/** The longest range one invoice covers: a year is already far beyond an agency's billing period. */
export const MAX_RANGE_DAYS = 366;

const day = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(DATE_PATTERN, 'validation.common.useDateLike2026')
    .refine(isRealDate, 'validation.common.realDate');

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

const selection = {
  /** None or empty: every project of the client. */
  projectIds: z
    .array(z.string().regex(UUID_PATTERN, 'validation.timeInvoice.validProject'), { error: 'validation.timeInvoice.chooseProjects' })
    .max(200, 'validation.timeInvoice.most200Projects')
    .optional(),
  from: day('From'),
  to: day('To'),
  groupBy: z.enum(INVOICE_GROUPINGS, { error: 'validation.timeInvoice.groupTaskPersonDay' }).default('task'),
  rounding: z
    .strictObject({
      increment: z
        .union(
          ROUNDING_INCREMENTS.map((n) => z.literal(n)),
          { error: 'validation.timeInvoice.roundNone615' },
        )
        .default(0),
      mode: z.enum(ROUNDING_MODES, { error: 'validation.timeInvoice.roundUpNearest' }).default('up'),
    })
    .default({ increment: 0, mode: 'up' }),
  /** Absent: the workspace's setting (Settings, "Invoice time includes unapproved time"). */
  includeUnapproved: z.boolean({ error: 'validation.timeInvoice.includeUnapprovedTimeTrue' }).optional(),
  /** Needed only when the chosen time (or, without time, the expenses) is in more than one currency. */
  currency: z.enum(CURRENCIES, { error: 'validation.common.chooseCurrency' }).optional(),
  /** Approved billable expenses the admin leaves out: they stay unbilled (decision 0119). Every other one is taken. */
  leaveOutExpenseIds: z
    .array(z.string().regex(UUID_PATTERN, 'validation.timeInvoice.validExpense'), { error: 'validation.timeInvoice.chooseExpenses' })
    .max(1000, 'validation.timeInvoice.most1000Expenses')
    .default([]),
};

const rangeChecks = <T extends { from: string; to: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.common.endDateBeforeStart' });
  else if (daysBetween(v.from, v.to) >= MAX_RANGE_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${MAX_RANGE_DAYS} days at once` });
};

export const TimeInvoicePreviewInput = z.strictObject(selection).superRefine(rangeChecks);
export type TimeInvoicePreviewInput = z.input<typeof TimeInvoicePreviewInput>;
export type TimeInvoiceSelection = z.output<typeof TimeInvoicePreviewInput>;

export const CreateTimeInvoiceInput = z
  .strictObject({
    ...selection,
    fingerprint: z
      .string({ error: 'validation.timeInvoice.previewTimeFirst' })
      .min(1, 'validation.timeInvoice.previewTimeFirst')
      .max(200, 'validation.timeInvoice.previewTimeAgain'),
    dueDate: CreateInvoiceInput.shape.dueDate,
    description: CreateInvoiceInput.shape.description,
    sendEmail: z.boolean({ error: 'validation.timeInvoice.sendEMailTrue' }).default(false),
    /** The preview's lines renamed: by their key; a line not named keeps the preview's description. */
    lineDescriptions: z
      .array(
        z.strictObject({
          key: z.string().max(200, 'validation.timeInvoice.linePreview'),
          description: z
            .string()
            .trim()
            .min(1, 'validation.timeInvoice.lineNeedsDescription')
            .max(200, 'validation.common.descriptionMost200Characters'),
        }),
      )
      .max(INVOICE_LIMITS.maxItems, `At most ${INVOICE_LIMITS.maxItems} lines`)
      .default([]),
  })
  .superRefine(rangeChecks);
export type CreateTimeInvoiceInput = z.input<typeof CreateTimeInvoiceInput>;
export type CreateTimeInvoice = z.output<typeof CreateTimeInvoiceInput>;

export const TimeInvoiceLine = z.object({
  key: z.string(),
  description: z.string(),
  minutes: z.number().int(),
  /** The hourly rate of the line's entries: its unit price; the amount is minutes x rate / 60, rounded once. */
  rateMinor: z.number().int(),
  amountMinor: z.number().int(),
  entryCount: z.number().int(),
});
export type TimeInvoiceLine = z.infer<typeof TimeInvoiceLine>;

/**
 * An approved billable expense the invoice may take, one line each (decision 0119): its price is its cost before tax
 * plus the markup (rebilledAmountMinor), quantity 1, taxed by its rate as the invoice's sales tax.
 */
export const ExpenseInvoiceLine = z.object({
  /** 'expense:<id>': the key lineDescriptions renames it by. */
  key: z.string(),
  expenseId: z.string(),
  expenseDate: z.string(),
  projectName: z.string(),
  description: z.string(),
  /** The cost before tax and the markup: null for those who do not see costs (financials.view). */
  netMinor: z.number().int().nullable(),
  markupBasisPoints: z.number().int().nullable(),
  /** The line's unit price: cost plus markup. */
  priceMinor: z.number().int(),
  taxName: z.string().nullable(),
  taxRateMillionths: z.number().int(),
  taxInclusive: z.boolean(),
  /** The line's sums by the one rule (src/shared/document-totals.ts): before tax, its tax, with its tax. */
  lineNetMinor: z.number().int(),
  taxMinor: z.number().int(),
  totalMinor: z.number().int(),
  /** False when the admin left it out (leaveOutExpenseIds): listed, not invoiced. */
  included: z.boolean(),
});
export type ExpenseInvoiceLine = z.infer<typeof ExpenseInvoiceLine>;

export const TimeInvoicePreview = z.object({
  /** Null when there is nothing to invoice. */
  currency: z.enum(CURRENCIES).nullable(),
  lines: z.array(TimeInvoiceLine),
  /** The client's approved, billable, unbilled expenses of the range and projects, in the invoice's currency. */
  expenses: z.array(ExpenseInvoiceLine),
  /** Before tax: the time's lines and the expenses taken. */
  totalMinor: z.number().int(),
  /** The expenses taken: how many, before tax, and their lines' tax (time lines carry none). */
  expenseCount: z.number().int(),
  expensesMinor: z.number().int(),
  taxMinor: z.number().int(),
  minutes: z.number().int(),
  entryCount: z.number().int(),
  /** Entries priced at 0 (no rate): left out of the invoice, they stay unbilled. */
  leftOut: z.object({
    entryCount: z.number().int(),
    minutes: z.number().int(),
    /** Approved billable expenses in another currency than the invoice's: never converted, they stay unbilled. */
    otherCurrencyExpenses: z.number().int(),
  }),
  includeUnapproved: z.boolean(),
  /** The exact entries and expenses previewed: creation refuses (409) when they changed since. */
  fingerprint: z.string(),
});
export type TimeInvoicePreview = z.infer<typeof TimeInvoicePreview>;

/** The workspace's default for "Include time not yet approved" (Settings; admins with invoices.create). */
export const InvoiceTimeSetting = z.object({ includeUnapproved: z.boolean() });
export type InvoiceTimeSetting = z.infer<typeof InvoiceTimeSetting>;
export const UpdateInvoiceTimeSettingInput = z.strictObject({
  includeUnapproved: z.boolean({ error: 'validation.timeInvoice.includeUnapprovedTimeTrue' }),
});
export type UpdateInvoiceTimeSettingInput = z.infer<typeof UpdateInvoiceTimeSettingInput>;
