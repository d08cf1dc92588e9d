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
  description: requiredText('validation.label.description', 200),
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
    .regex(DATE_PATTERN, 'validation.common.useDateLike2026')
    .refine(isRealDate, 'validation.common.realDate');

export const CreateRecurringScheduleInput = z
  .strictObject({
    clientId: requiredId('validation.common.chooseClient'),
    title: singleLine('validation.label.title', 200),
    currency: z.enum(CURRENCIES, { error: 'validation.common.chooseCurrency' }).default('USD'),
    frequency: z.enum(RECURRING_FREQUENCIES, { error: 'validation.recurring.chooseHowOften' }),
    dayOfMonth: z
      .number({ error: 'validation.common.dayNumber' })
      .int('validation.common.dayWholeNumber')
      .min(1, 'validation.common.day128')
      .max(28, 'validation.common.day128')
      .nullish(),
    // Far enough either way for any agency; keeps the calendar's arithmetic inside four-digit years.
    startDate: day('Start date').refine((v) => v >= '2000-01-01' && v <= '2099-12-31', 'validation.recurring.useStartDateFrom'),
    endDate: optionalDate,
    maxCount: z
      .number({ error: 'validation.recurring.countNumber' })
      .int('validation.recurring.countWholeNumber')
      .min(1, 'validation.recurring.countLeast1')
      .max(1000, 'validation.recurring.countMost1000')
      .nullish(),
    autoSend: z.boolean().default(true),
    dueDays: z
      .number({ error: 'validation.recurring.dueDaysNumber' })
      .int('validation.recurring.dueDaysWholeNumber')
      .min(0, 'validation.recurring.dueDays0365')
      .max(365, 'validation.recurring.dueDays0365')
      .default(14),
    items: z
      .array(RecurringItemInput, { error: 'validation.common.addLeastOneLine' })
      .min(1, 'validation.common.addLeastOneLine')
      .max(INVOICE_LIMITS.maxItems, `At most ${INVOICE_LIMITS.maxItems} lines`),
    /** A retainer: the project whose time counts against the allowance, priced at its hourly rate. */
    projectId: optionalId,
    allowanceMinutes: z
      .number({ error: 'validation.recurring.hoursNumber' })
      .int()
      .min(1, 'validation.recurring.hoursMoreThan0')
      .max(MAX_ALLOWANCE_MINUTES, 'validation.recurring.tooManyHours')
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
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.common.endDateBeforeStart' });
    if (v.allowanceMinutes && !v.projectId)
      ctx.addIssue({ code: 'custom', path: ['projectId'], message: 'validation.recurring.chooseProjectWhoseHours' });
    if (v.carryOver && !v.allowanceMinutes)
      ctx.addIssue({ code: 'custom', path: ['carryOver'], message: 'validation.recurring.carryOverNeedsHours' });
  });
export type CreateRecurringScheduleInput = z.input<typeof CreateRecurringScheduleInput>;

export const RecurringScheduleQuery = ListQuery.extend({
  clientId: z.string().regex(UUID_PATTERN, 'validation.common.validId').optional(),
  status: z.enum(RECURRING_STATUSES).optional(),
});

export const RecurringActionInput = z.strictObject({
  action: z.enum(['pause', 'resume', 'cancel'], { error: 'validation.recurring.choosePauseResumeCancel' }),
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
