/**
 * Expected revenue (what a client is expected to pay each month): inputs shared by the form and the server, and the
 * responses. Amounts arrive as decimals and leave the schema as integer minor units of the record's currency (cents,
 * yen, fils; decision 0100); see ../money.ts.
 */
import { z } from 'zod';
import { CURRENCIES, type Currency } from '../enums';
import { currencyExponent, MAJOR_UNITS_NOTE, parseMoneyToMinor } from '../money';
import type { RevenueCan } from '../policies/revenue';
import { DATE_PATTERN, isRealDate, optionalDate, optionalId, requiredText } from './fields';
import { ListQuery } from './list';
import { NamedRef, pageOf } from './refs';

/** docs/product.md, States, in the order the rules apply. */
// Declared with the other enums (no zod there), so the status labels that every screen shows do without the schemas.
import { REVENUE_STATUSES } from '../enums';
export { REVENUE_STATUSES };
export type RevenueStatus = (typeof REVENUE_STATUSES)[number];

const MONEY_MESSAGES = {
  empty: 'Amount is required',
  not_a_number: 'Amount must be a number',
  negative: 'Amount must be 0 or more',
  too_large: 'Amount is too large',
} as const;

/** 'Amount can have at most 2 decimal places': the currency's own number (0 for JPY, 3 for KWD; decision 0100). */
const decimalsMessage = (currency: Currency) => `Amount can have at most ${currencyExponent(currency)} decimal places`;

/** A monthly amount in minor units of the currency, or the field's message. */
export function revenueAmountMinor(major: number, currency: Currency): { minor: number } | { message: string } {
  const parsed = parseMoneyToMinor(major, currency);
  if (parsed.ok) return { minor: parsed.minor };
  return { message: parsed.reason === 'too_many_decimals' ? decimalsMessage(currency) : MONEY_MESSAGES[parsed.reason] };
}

/**
 * A monthly amount as the form or a caller writes it (1234.5 or '1234.50'), out as a number in major units, checked
 * as far as it can be without its currency (at most 3 decimals, the most any currency has); the object's currency
 * turns it into minor units (decision 0100).
 */
export const moneyAmount = z
  .union([z.number(), z.string()], {
    error: (issue) => (issue.input === undefined || issue.input === null ? MONEY_MESSAGES.empty : MONEY_MESSAGES.not_a_number),
  })
  .transform((value, ctx) => {
    const parsed = parseMoneyToMinor(value, 'KWD');
    if (parsed.ok) return typeof value === 'number' ? value : Number(value.trim().replace(/,/g, '').replace(/^\+/, ''));
    ctx.addIssue({
      code: 'custom',
      message: parsed.reason === 'too_many_decimals' ? decimalsMessage('KWD') : MONEY_MESSAGES[parsed.reason],
    });
    return z.NEVER;
  })
  .meta({ description: `A number or decimal text. ${MAJOR_UNITS_NOTE}` });

const requiredDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .regex(DATE_PATTERN, 'validation.common.useDateLike2026')
    .refine(isRealDate, 'validation.common.realDate');

export const END_BEFORE_START_MESSAGE = 'validation.revenue.endBeforeStart';
export const PROJECT_OF_CLIENT_MESSAGE = 'validation.revenue.projectOfClient';

const revenueFields = {
  description: requiredText('validation.label.description', 500),
  amount: moneyAmount,
  currency: z.enum(CURRENCIES, { error: `Currency must be one of ${CURRENCIES.join(', ')}` }),
  startDate: requiredDate('Start date'),
  /** Open-ended when empty. */
  endDate: optionalDate,
  isActive: z.boolean({ error: 'validation.revenue.activeTrueFalse' }),
  /** Optional; must be one of the client's projects (checked on the server). */
  projectId: optionalId,
};

type Dates = { startDate?: string; endDate?: string | null };
export const datesInOrder = (v: Dates) => !v.startDate || !v.endDate || v.endDate >= v.startDate;

/** Checked even when other fields are wrong (so the form shows every message at once), unless a date itself is. */
const datesRule = {
  path: ['endDate'],
  message: END_BEFORE_START_MESSAGE,
  // The raw input reaches the check when other fields failed: a body that is not an object (null) has no dates.
  when: (payload: { value: unknown; issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => issue.path?.[0] === 'startDate' || issue.path?.[0] === 'endDate'),
};

/** docs/product.md, Validation: currency USD and active unless said otherwise. */
export const CreateRevenueInput = z
  .strictObject({ ...revenueFields, currency: revenueFields.currency.default('USD'), isActive: revenueFields.isActive.default(true) })
  .refine(datesInOrder, datesRule)
  .superRefine((v, ctx) => {
    const amount = revenueAmountMinor(v.amount, v.currency);
    if ('message' in amount) ctx.addIssue({ code: 'custom', path: ['amount'], message: amount.message });
  })
  // Out in minor units of its currency.
  .transform((v) => ({ ...v, amount: (revenueAmountMinor(v.amount, v.currency) as { minor: number }).minor }));
export type CreateRevenueInput = z.input<typeof CreateRevenueInput>;
export type CreateRevenue = z.output<typeof CreateRevenueInput>;

/**
 * `amount` leaves this one in major units: a record's currency may be the stored one, so the server turns it into
 * minor units (revenueAmountMinor) once it has read the record.
 * The form sends every field (docs/product.md, Business rules: id in the path, then amount, currency, description, start and end
 * date, active, project); any subset is accepted and the rest stays. The server re-checks the merged dates.
 */
export const UpdateRevenueInput = z.strictObject(revenueFields).partial().refine(datesInOrder, datesRule);
export type UpdateRevenueInput = z.input<typeof UpdateRevenueInput>;
export type UpdateRevenue = z.output<typeof UpdateRevenueInput>;

export const RevenueListQuery = ListQuery;
export type RevenueListQuery = z.infer<typeof RevenueListQuery>;

export const RevenueRecord = z
  .object({
    id: z.string(),
    clientId: z.string(),
    description: z.string(),
    /** Per month, in minor units of `currency`. */
    amountMinor: z.number().int(),
    currency: z.enum(CURRENCIES),
    startDate: z.string(),
    endDate: z.string().nullable(),
    isActive: z.boolean(),
    /** Derived on the server from is_active and the dates against today (the database's date). */
    status: z.enum(REVENUE_STATUSES),
    project: NamedRef.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** What the caller may do with it, from the shared policy (src/shared/policies/revenue.ts). */
    can: z.object({ edit: z.boolean(), delete: z.boolean() }) satisfies z.ZodType<RevenueCan>,
  })
  .meta({ id: 'RevenueRecord' });
export type RevenueRecord = z.infer<typeof RevenueRecord>;

/** Monthly sums in minor units, and how many records each holds. */
export const RevenueFigures = z.object({
  /** Active plus Upcoming: every record switched on that has not ended. */
  totalMonthlyMinor: z.number().int(),
  activeMinor: z.number().int(),
  inactiveMinor: z.number().int(),
  upcomingMinor: z.number().int(),
  counts: z.object({
    total: z.number().int(),
    active: z.number().int(),
    inactive: z.number().int(),
    upcoming: z.number().int(),
    expired: z.number().int(),
  }),
});
export type RevenueFigures = z.infer<typeof RevenueFigures>;

export const RevenueStats = z.object({
  /** The four cards: USD records only (docs/product.md, Limits: revenue stats always in USD; nothing is converted). */
  usd: RevenueFigures,
  /** The same figures per other currency that has records, so nothing is hidden and nothing silently converted. */
  otherCurrencies: z.array(RevenueFigures.extend({ currency: z.enum(CURRENCIES).exclude(['USD']) })),
});
export type RevenueStats = z.infer<typeof RevenueStats>;

export const RevenueList = pageOf(RevenueRecord).extend({ stats: RevenueStats });
export type RevenueList = z.infer<typeof RevenueList>;
