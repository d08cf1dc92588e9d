/** Recurring invoices and retainers (decision 0057): the schedule form, one schema for the dialog and the server. */
import { z } from 'zod';
import { lineTaxFields, billedQuantityFields } from './line-fields';
import { CURRENCIES, INVOICE_STATUSES, RECURRING_FREQUENCIES, RECURRING_STATUSES } from '../enums';
import type { RecurringCan } from '../policies/recurring';
import { INVOICE_LIMITS, invoiceLineQuantity, lineUnitField, lineUnitPrice, UNIT_PRICE_RULE } from './billing';
import { refineMoney } from './money-field';
import { DATE_PATTERN, isRealDate, optionalDate, optionalId, requiredId, requiredText, singleLine } from './fields';
import { ListQuery, UUID_PATTERN } from './list';
import { NamedRef, pageOf } from './refs';

/** A retainer's hours per period: at most a year's worth of full days. */
export const MAX_ALLOWANCE_MINUTES = 8_760 * 60;

const tooLarge = () => 'Unit price is too large';

export const RecurringItemInput = z.object({
  description: requiredText('Description', 200),
  /** As on invoice lines (decision 0102): 1.5 days; each invoice's line carries it and its unit. */
  quantity: invoiceLineQuantity(),
  unit: lineUnitField(),
  amount: lineUnitPrice(tooLarge),
  taxRateId: optionalId,
});
export type RecurringItemInput = z.input<typeof RecurringItemInput>;

const day = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(DATE_PATTERN, 'Use a date like 2026-12-31')
    .refine(isRealDate, 'Not a real date');

export const CreateRecurringScheduleInput = z
  .strictObject({
    clientId: requiredId('Choose a client'),
    title: singleLine('Title', 200),
    currency: z.enum(CURRENCIES, { error: 'Choose a currency' }).default('USD'),
    frequency: z.enum(RECURRING_FREQUENCIES, { error: 'Choose how often' }),
    dayOfMonth: z
      .number({ error: 'Day must be a number' })
      .int('Day must be a whole number')
      .min(1, 'Day must be 1 to 28')
      .max(28, 'Day must be 1 to 28')
      .nullish(),
    // Far enough either way for any agency; keeps the calendar's arithmetic inside four-digit years.
    startDate: day('Start date').refine((v) => v >= '2000-01-01' && v <= '2099-12-31', 'Use a start date from 2000 to 2099'),
    endDate: optionalDate,
    maxCount: z
      .number({ error: 'Count must be a number' })
      .int('Count must be a whole number')
      .min(1, 'Count must be at least 1')
      .max(1000, 'Count must be at most 1000')
      .nullish(),
    autoSend: z.boolean().default(true),
    dueDays: z
      .number({ error: 'Due days must be a number' })
      .int('Due days must be a whole number')
      .min(0, 'Due days must be 0 to 365')
      .max(365, 'Due days must be 0 to 365')
      .default(14),
    items: z
      .array(RecurringItemInput, { error: 'Add at least one line' })
      .min(1, 'Add at least one line')
      .max(INVOICE_LIMITS.maxItems, `At most ${INVOICE_LIMITS.maxItems} lines`),
    /** A retainer: the project whose time counts against the allowance, priced at its hourly rate. */
    projectId: optionalId,
    allowanceMinutes: z
      .number({ error: 'Hours must be a number' })
      .int()
      .min(1, 'Hours must be more than 0')
      .max(MAX_ALLOWANCE_MINUTES, 'Too many hours')
      .nullish(),
    carryOver: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    // The body names the currency (USD when it does not): the prices' decimals are its own (decision 0100).
    const rule = { ...UNIT_PRICE_RULE, tooLarge };
    refineMoney(
      ctx,
      v.currency,
      v.items.map((item, i) => ({ path: ['items', i, 'amount'], value: item.amount, rule })),
    );
    if (v.endDate && v.endDate < v.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date cannot be before the start date' });
    if (v.allowanceMinutes && !v.projectId)
      ctx.addIssue({ code: 'custom', path: ['projectId'], message: 'Choose the project whose hours count' });
    if (v.carryOver && !v.allowanceMinutes)
      ctx.addIssue({ code: 'custom', path: ['carryOver'], message: 'Carry-over needs an hours allowance' });
  });
export type CreateRecurringScheduleInput = z.input<typeof CreateRecurringScheduleInput>;

export const RecurringScheduleQuery = ListQuery.extend({
  clientId: z.string().regex(UUID_PATTERN, 'Not a valid id').optional(),
  status: z.enum(RECURRING_STATUSES).optional(),
});

export const RecurringActionInput = z.strictObject({
  action: z.enum(['pause', 'resume', 'cancel'], { error: 'Choose pause, resume or cancel' }),
});

export const RecurringItemDto = z
  .object({ id: z.string(), description: z.string(), ...billedQuantityFields, taxRateId: z.string().nullable(), ...lineTaxFields })
  .meta({ id: 'RecurringItem' });

export const RecurringScheduleDto = z.object({
  id: z.string(),
  client: NamedRef,
  project: NamedRef.nullable(),
  title: z.string(),
  currency: z.enum(CURRENCIES),
  frequency: z.enum(RECURRING_FREQUENCIES),
  dayOfMonth: z.number().int().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  maxCount: z.number().int().nullable(),
  status: z.enum(RECURRING_STATUSES),
  autoSend: z.boolean(),
  dueDays: z.number().int(),
  /** The next invoice's date (its period's start); null once cancelled or finished. */
  nextPeriodStart: z.string().nullable(),
  invoicesCount: z.number().int(),
  /** Each period's fixed lines, tax included (the overage of a retainer comes on top). */
  amountMinor: z.number().int(),
  allowanceMinutes: z.number().int().nullable(),
  carryOver: z.boolean(),
  carriedMinutes: z.number().int(),
  createdAt: z.string(),
  can: z.object({ pause: z.boolean(), resume: z.boolean(), cancel: z.boolean() }) satisfies z.ZodType<RecurringCan>,
});
export type RecurringScheduleDto = z.infer<typeof RecurringScheduleDto>;

export const RecurringScheduleList = pageOf(RecurringScheduleDto);
export type RecurringScheduleList = z.infer<typeof RecurringScheduleList>;

export const RecurringRunDto = z
  .object({
    id: z.string(),
    invoiceNumber: z.string().nullable(),
    periodStart: z.string(),
    amountMinor: z.number().int(),
    status: z.enum(INVOICE_STATUSES),
    dueDate: z.string().nullable(),
  })
  .meta({ id: 'RecurringRun' });

export const RecurringScheduleDetail = RecurringScheduleDto.extend({
  items: z.array(RecurringItemDto),
  invoices: z.array(RecurringRunDto),
}).meta({ id: 'RecurringSchedule' });
export type RecurringScheduleDetail = z.infer<typeof RecurringScheduleDetail>;
