/**
 * One-off expenses (docs/decisions/0115-expenses.md, 0116-expenses-api.md): inputs shared by the Log expense form and
 * the server, and replies. One expense shape for everyone; what a caller may not read is null in it: the cost (amount,
 * net, tax and the receipt's tax detail) and the markup only reach financials.view holders and the person who logged
 * it; client users read the date, category, description and the billed amount, nothing else.
 */
import { z } from 'zod';
import { CURRENCIES, EXPENSE_STATUSES } from '../enums';
import { MAX_MONEY_MINOR, parseMoneyToMinor } from '../money';
import type { ExpenseCan } from '../policies/expenses';
import { DATE_PATTERN, isRealDate, optionalId, optionalSingleLine, requiredId, singleLine } from './fields';
import { ListQuery, UUID_PATTERN } from './list';
import { moneyField, type MoneyRule } from './money-field';
import { NamedRef, pageOf, PersonRef, timestamps } from './refs';

export const EXPENSE_AMOUNT_RULE: MoneyRule = { label: 'validation.label.amount', maxMinor: MAX_MONEY_MINOR };

/** A percent added when re-billed (15 is 15%), at most two decimals: exactly basis points; at most 1000%. */
const markupPercentField = z
  .number({ error: 'validation.common.markupNumber' })
  .min(0, 'validation.common.markupNegative')
  .max(1000, 'validation.common.markupMost1000')
  .refine((v) => parseMoneyToMinor(v).ok, 'validation.expenses.useMost2Decimals');

/** Basis points of a markup percent (12.5 is 1250), read from its digits. */
export function markupBasisPointsOf(percent: number | undefined | null): number {
  const parsed = parseMoneyToMinor(percent ?? 0);
  return parsed.ok ? parsed.minor : 0;
}

const expenseDateField = z
  .string({ error: 'validation.expenses.chooseDayExpense' })
  .regex(DATE_PATTERN, 'validation.common.useDateLike2026')
  .refine(isRealDate, 'validation.common.realDate');

const fields = {
  projectId: requiredId('validation.expenses.chooseProjectMoneyWas'),
  /** Optional: a task or milestone of that project. */
  taskId: optionalId,
  milestoneId: optionalId,
  expenseDate: expenseDateField,
  /** One of the admins' active categories; '' or null: none (the form asks for one). */
  categoryId: optionalId,
  vendor: optionalSingleLine('validation.label.vendor', 200),
  description: singleLine('validation.label.description', 500),
  /** In major units of the currency, as on the receipt (an inclusive tax is inside it). */
  amount: moneyField(EXPENSE_AMOUNT_RULE),
  /** Absent: the project's currency. */
  currency: z.enum(CURRENCIES, { error: 'validation.common.chooseCurrency' }),
  /** The receipt's tax, one of Settings > Billing's rates; '' or null: none. */
  taxRateId: optionalId,
  billable: z.boolean({ error: 'validation.common.billableYes' }),
  /** Percent added when re-billed (15 is 15%). */
  markupPercent: markupPercentField,
};

export const CreateExpenseInput = z.strictObject({
  ...fields,
  currency: fields.currency.optional(),
  /** Absent: the project's billable default. */
  billable: fields.billable.optional(),
  markupPercent: fields.markupPercent.default(0),
});
export type CreateExpenseInput = z.input<typeof CreateExpenseInput>;

/** Only the fields sent change; the sums are computed afresh from the amount and the tax rate. */
export const UpdateExpenseInput = z.strictObject(fields).partial();
export type UpdateExpenseInput = z.input<typeof UpdateExpenseInput>;

/** A manager sends an expense back to be fixed, saying why. */
export const ReturnExpenseInput = z.strictObject({
  note: z
    .string({ error: 'validation.expenses.sayWhatNeedsFixing' })
    .trim()
    .min(1, 'validation.expenses.sayWhatNeedsFixing')
    .max(2000, 'validation.expenses.noteMost2000Characters'),
});
export type ReturnExpenseInput = z.input<typeof ReturnExpenseInput>;

const id = z.string().regex(UUID_PATTERN, 'validation.common.validId').optional();
const day = z.string().regex(DATE_PATTERN, 'validation.common.useDateLike2026').refine(isRealDate, 'validation.common.realDate').optional();

export const ExpenseListQuery = ListQuery.extend({
  projectId: id,
  clientId: id,
  userId: id,
  categoryId: id,
  status: z.enum(EXPENSE_STATUSES, { error: 'validation.common.unknownStatus' }).optional(),
  /** Expense dates, both inclusive. */
  from: day,
  to: day,
  billable: z
    .enum(['true', 'false'], { error: 'validation.common.useTrueFalse' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type ExpenseListQuery = z.output<typeof ExpenseListQuery>;

export const Expense = z
  .object({
    id: z.string(),
    projectId: z.string(),
    project: NamedRef,
    clientId: z.string(),
    client: NamedRef,
    /** Null for client users, and when none was chosen or it was deleted. */
    taskId: z.string().nullable(),
    task: NamedRef.nullable(),
    milestoneId: z.string().nullable(),
    milestone: NamedRef.nullable(),
    /** Who spent it; null for client users and when that account is gone. */
    userId: z.string().nullable(),
    user: PersonRef.nullable(),
    expenseDate: z.string(),
    categoryId: z.string().nullable(),
    category: NamedRef.nullable(),
    /** Staff-only. */
    vendor: z.string().nullable(),
    description: z.string(),
    currency: z.enum(CURRENCIES),
    /** The receipt's amount, its cost before tax and its tax: null unless the caller may read the cost. */
    amountMinor: z.number().int().nullable(),
    netMinor: z.number().int().nullable(),
    taxMinor: z.number().int().nullable(),
    taxRateId: z.string().nullable(),
    taxName: z.string().nullable(),
    taxRateMillionths: z.number().int().nullable(),
    taxInclusive: z.boolean().nullable(),
    billable: z.boolean(),
    /** Hundredths of a percent added when re-billed: null unless the caller may read the cost. */
    markupBasisPoints: z.number().int().nullable(),
    status: z.enum(EXPENSE_STATUSES),
    /** A manager's note when it came back to be fixed (staff-only). */
    returnNote: z.string().nullable(),
    decidedBy: PersonRef.nullable(),
    decidedAt: z.string().nullable(),
    invoiceId: z.string().nullable(),
    /**
     * What the client is billed before the invoice's tax: the invoice line's price once invoiced, else (billable) its
     * net plus the markup. Null for a non-billable expense, and for staff who may not read the cost.
     */
    billedAmountMinor: z.number().int().nullable(),
    /** Receipts attached (staff-only: 0 for client users). */
    receiptCount: z.number().int(),
    ...timestamps,
    can: z.object({
      edit: z.boolean(),
      delete: z.boolean(),
      submit: z.boolean(),
      approve: z.boolean(),
      return: z.boolean(),
    }) satisfies z.ZodType<ExpenseCan>,
  })
  .meta({ id: 'Expense' });
export type Expense = z.infer<typeof Expense>;

export const ExpenseCurrencyTotal = z.object({
  currency: z.enum(CURRENCIES),
  count: z.number().int(),
  amountMinor: z.number().int(),
  netMinor: z.number().int(),
  taxMinor: z.number().int(),
});
export type ExpenseCurrencyTotal = z.infer<typeof ExpenseCurrencyTotal>;

export const ExpenseList = pageOf(Expense).extend({
  /** Every match's money per currency (not just this page), never summed across currencies; null unless the caller may read costs. */
  totals: z.array(ExpenseCurrencyTotal).nullable(),
});
export type ExpenseList = z.infer<typeof ExpenseList>;

export const ExpenseCategory = z
  .object({ id: z.string(), name: z.string(), archived: z.boolean(), ...timestamps })
  .meta({ id: 'ExpenseCategory' });
export type ExpenseCategory = z.infer<typeof ExpenseCategory>;

export const ExpenseCategoryList = z.object({ items: z.array(ExpenseCategory) });
export type ExpenseCategoryList = z.infer<typeof ExpenseCategoryList>;

export const ExpenseCategoryQuery = z.strictObject({
  includeArchived: z
    .enum(['true', 'false'], { error: 'validation.common.useTrueFalse' })
    .optional()
    .transform((v) => v === 'true'),
});

export const ExpenseCategoryInput = z.strictObject({ name: singleLine('validation.label.name', 100) });
export type ExpenseCategoryInput = z.input<typeof ExpenseCategoryInput>;

/** The tax rates a receipt may name (active ones), for everyone who logs expenses. */
export const ExpenseTaxRateList = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string(), rateMillionths: z.number().int(), inclusive: z.boolean() })),
});
export type ExpenseTaxRateList = z.infer<typeof ExpenseTaxRateList>;
