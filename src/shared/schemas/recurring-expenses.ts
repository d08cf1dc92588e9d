/**
 * Recurring expenses (docs/decisions/0118-recurring-expenses.md): software seats, hosting plans, anything the agency
 * pays each month, quarter or year for a project. One schema for the dialog and the server; the amount is typed in
 * major units as every money field people type (decision 0100) and answered in minor units.
 */
import { z } from 'zod';
import { CURRENCIES, RECURRING_EXPENSE_FREQUENCIES, RECURRING_EXPENSE_STATUSES, type Currency } from '../enums';
import { MAX_MONEY_MINOR } from '../money';
import type { RecurringExpenseCan } from '../policies/recurring-expenses';
import { moneyField, refineMoney, type MoneyRule } from './money-field';
import { DATE_PATTERN, isRealDate, optionalDate, optionalId, optionalSingleLine, requiredId, singleLine } from './fields';
import { ListQuery, UUID_PATTERN } from './list';
import { NamedRef, pageOf, PersonRef } from './refs';

export const RECURRING_EXPENSE_AMOUNT: MoneyRule = { label: 'validation.label.amount', maxMinor: MAX_MONEY_MINOR };
/** The markup's largest value in basis points (1000%), the table's own limit. */
export const MAX_MARKUP_BASIS_POINTS = 100_000;

const day = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(DATE_PATTERN, 'validation.common.useDateLike2026')
    .refine(isRealDate, 'validation.common.realDate')
    // Keeps the calendar's arithmetic inside four-digit years, as the recurring invoices do.
    .refine((v) => v >= '2000-01-01' && v <= '2099-12-31', `${label} must be from 2000 to 2099`);

const fields = {
  projectId: requiredId('validation.recurringExpenses.chooseProject'),
  /** Whose expense each period's is; absent or empty: the person who sets it up. */
  userId: optionalId,
  categoryId: optionalId,
  vendor: optionalSingleLine('validation.label.vendor', 200),
  description: singleLine('validation.label.description', 500),
  amount: moneyField(RECURRING_EXPENSE_AMOUNT),
  /** Absent: the project's currency. */
  currency: z.enum(CURRENCIES, { error: 'validation.common.chooseCurrency' }).optional(),
  taxRateId: optionalId,
  billable: z.boolean({ error: 'validation.common.billableYes' }),
  markupBasisPoints: z
    .number({ error: 'validation.common.markupNumber' })
    .int('validation.recurringExpenses.markupWholeHundredthsPercent')
    .min(0, 'validation.common.markupNegative')
    .max(MAX_MARKUP_BASIS_POINTS, 'validation.common.markupMost1000'),
  frequency: z.enum(RECURRING_EXPENSE_FREQUENCIES, { error: 'validation.recurringExpenses.chooseMonthlyQuarterlyYearly' }),
  dayOfMonth: z
    .number({ error: 'validation.common.dayNumber' })
    .int('validation.common.dayWholeNumber')
    .min(1, 'validation.common.day128')
    .max(28, 'validation.common.day128'),
  startDate: day('Start date'),
  endDate: optionalDate,
};

/** The currency's own decimals and limit, where the body names the currency (else the server checks the project's). */
function refineAmount(v: { amount?: number; currency?: Currency }, ctx: z.RefinementCtx) {
  if (v.currency) refineMoney(ctx, v.currency, [{ path: ['amount'], value: v.amount, rule: RECURRING_EXPENSE_AMOUNT }]);
}

function refineDates(v: { startDate?: string; endDate?: string | null }, ctx: z.RefinementCtx) {
  if (v.startDate && v.endDate && v.endDate < v.startDate)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.common.endDateBeforeStart' });
}

export const CreateRecurringExpenseInput = z
  .strictObject({
    ...fields,
    billable: fields.billable.default(true),
    markupBasisPoints: fields.markupBasisPoints.default(0),
    /** Absent: the start date's day of the month, at most 28. */
    dayOfMonth: fields.dayOfMonth.nullish(),
  })
  .superRefine((v, ctx) => {
    refineAmount(v, ctx);
    refineDates(v, ctx);
  });
export type CreateRecurringExpenseInput = z.input<typeof CreateRecurringExpenseInput>;

/**
 * Only the fields sent change, and they apply to the periods booked from then on (the expenses already booked are
 * expenses like any other). The calendar (frequency, day, start date) changes only until a period is booked.
 */
export const UpdateRecurringExpenseInput = z
  .strictObject(fields)
  .partial()
  .superRefine((v, ctx) => {
    refineAmount(v, ctx);
    refineDates(v, ctx);
  });
export type UpdateRecurringExpenseInput = z.input<typeof UpdateRecurringExpenseInput>;

export const RecurringExpenseQuery = ListQuery.extend({
  projectId: z.string().regex(UUID_PATTERN, 'validation.common.validId').optional(),
  status: z.enum(RECURRING_EXPENSE_STATUSES).optional(),
});
export type RecurringExpenseQuery = z.input<typeof RecurringExpenseQuery>;

export const RecurringExpenseDto = z
  .object({
    id: z.string(),
    project: NamedRef,
    client: NamedRef,
    user: PersonRef.nullable(),
    category: NamedRef.nullable(),
    vendor: z.string().nullable(),
    description: z.string(),
    /** Each period's amount as on the receipt; null where the caller may not read the cost (decision 0115). */
    amountMinor: z.number().int().nullable(),
    currency: z.enum(CURRENCIES),
    tax: z.object({ id: z.string(), name: z.string(), rateMillionths: z.number().int(), inclusive: z.boolean() }).nullable(),
    billable: z.boolean(),
    /** Null where the caller may not read the cost. */
    markupBasisPoints: z.number().int().nullable(),
    frequency: z.enum(RECURRING_EXPENSE_FREQUENCIES),
    dayOfMonth: z.number().int(),
    startDate: z.string(),
    endDate: z.string().nullable(),
    status: z.enum(RECURRING_EXPENSE_STATUSES),
    /** The next period to book; null once ended. */
    nextPeriodStart: z.string().nullable(),
    /** How many periods it has booked. */
    bookedCount: z.number().int(),
    lastBookedPeriod: z.string().nullable(),
    createdAt: z.string(),
    can: z.object({
      edit: z.boolean(),
      pause: z.boolean(),
      resume: z.boolean(),
      end: z.boolean(),
    }) satisfies z.ZodType<RecurringExpenseCan>,
  })
  .meta({ id: 'RecurringExpense' });
export type RecurringExpenseDto = z.infer<typeof RecurringExpenseDto>;

export const RecurringExpenseList = pageOf(RecurringExpenseDto);
export type RecurringExpenseList = z.infer<typeof RecurringExpenseList>;

/** The dialog's choices the other lists do not give a manager: expense categories and tax rates (active ones). */
export const RecurringExpenseChoices = z.object({
  categories: z.array(NamedRef),
  taxRates: z.array(z.object({ id: z.string(), name: z.string(), rateMillionths: z.number().int(), inclusive: z.boolean() })),
});
export type RecurringExpenseChoices = z.infer<typeof RecurringExpenseChoices>;
