/**
 * Payment reminders, the late fee and the quote defaults (decision 0058): the agency's billing settings, a client's own
 * reminder schedule or opt-out, and an invoice's history.
 */
import { z } from 'zod';
import { CURRENCIES, LATE_FEE_KINDS, REMINDER_MODES } from '../enums';
import { MAX_MONEY_MINOR } from '../money';
import { REMINDER_OFFSET_FLOOR } from '../reminder-steps';

/** A step is a day from the due date: -60 (two months before) to 365 (a year after). */
export const REMINDER_OFFSET_MIN = REMINDER_OFFSET_FLOOR;
export const REMINDER_OFFSET_MAX = 365;
export const MAX_REMINDER_STEPS = 8;
export const DEFAULT_REMINDER_OFFSETS = [-3, 0, 7, 14];
/** A fee for paying late falls at least a whole day after the due date, never on the day itself. */
export const LATE_FEE_MIN_DAYS = 1;

const offsetsOf = (label: string) =>
  z
    .array(
      z
        .number({ error: 'validation.reminders.eachStepWholeNumber' })
        .int('validation.reminders.eachStepWholeNumber')
        .min(REMINDER_OFFSET_MIN, `A step is at most ${-REMINDER_OFFSET_MIN} days before the due date`)
        .max(REMINDER_OFFSET_MAX, `A step is at most ${REMINDER_OFFSET_MAX} days after the due date`),
      { error: `${label} must be a list of days` },
    )
    .max(MAX_REMINDER_STEPS, `At most ${MAX_REMINDER_STEPS} steps`)
    .refine((days) => new Set(days).size === days.length, 'validation.reminders.eachDayMayAppear')
    // Kept in order, so the schedule reads the same everywhere.
    .transform((days) => [...days].sort((a, b) => a - b));

export const BillingSettings = z.object({
  remindersEnabled: z.boolean(),
  reminderOffsets: z.array(z.number().int()),
  lateFeeKind: z.enum(LATE_FEE_KINDS),
  /** In the invoice's own currency's minor units. */
  lateFeeFixedMinor: z.number().int().nullable(),
  lateFeeBasisPoints: z.number().int().nullable(),
  lateFeeAfterDays: z.number().int(),
  quoteValidDays: z.number().int(),
  quoteDepositBasisPoints: z.number().int(),
  quoteAutoConvert: z.boolean(),
  updatedAt: z.string(),
});
export type BillingSettings = z.infer<typeof BillingSettings>;

/** The whole row, every time (the card sends what it shows). */
export const UpdateBillingSettingsInput = z
  .strictObject({
    remindersEnabled: z.boolean({ error: 'validation.reminders.remindersOffTrueFalse' }),
    reminderOffsets: offsetsOf('The reminder schedule'),
    lateFeeKind: z.enum(LATE_FEE_KINDS, { error: 'validation.reminders.lateFeeNoneFixed' }),
    lateFeeFixedMinor: z
      .number({ error: 'validation.reminders.enterLateFeeAmount' })
      .int('validation.reminders.enterLateFeeCents')
      .min(1, 'validation.reminders.lateFeeLeast0')
      .max(MAX_MONEY_MINOR, 'validation.reminders.lateFeeTooLarge')
      .nullable()
      .default(null),
    lateFeeBasisPoints: z
      .number({ error: 'validation.reminders.enterLateFeePercentage' })
      .int('validation.reminders.mostTwoDecimals')
      .min(1, 'validation.reminders.percentageLeast001')
      .max(10000, 'validation.reminders.percentageMost100')
      .nullable()
      .default(null),
    lateFeeAfterDays: z
      .number({ error: 'validation.reminders.enterDaysAfterDue' })
      .int('validation.reminders.wholeNumberDays')
      .min(LATE_FEE_MIN_DAYS, 'validation.reminders.least1DayPast')
      .max(REMINDER_OFFSET_MAX, `At most ${REMINDER_OFFSET_MAX} days`),
    quoteValidDays: z
      .number({ error: 'validation.reminders.enterDaysQuoteStays' })
      .int('validation.reminders.wholeNumberDays')
      .min(1, 'validation.reminders.least1Day')
      .max(365, 'validation.reminders.most365Days'),
    quoteDepositBasisPoints: z
      .number({ error: 'validation.reminders.enterDepositPercentage' })
      .int('validation.reminders.mostTwoDecimals')
      .min(0, 'validation.reminders.least0')
      .max(10000, 'validation.reminders.most100'),
    quoteAutoConvert: z.boolean({ error: 'validation.reminders.trueFalse' }),
  })
  .superRefine((v, ctx) => {
    if (v.lateFeeKind === 'fixed' && v.lateFeeFixedMinor === null) {
      ctx.addIssue({ code: 'custom', path: ['lateFeeFixedMinor'], message: 'validation.reminders.enterLateFeeAmount' });
    }
    if (v.lateFeeKind === 'percent' && v.lateFeeBasisPoints === null) {
      ctx.addIssue({ code: 'custom', path: ['lateFeeBasisPoints'], message: 'validation.reminders.enterLateFeePercentage' });
    }
  });
export type UpdateBillingSettingsInput = z.input<typeof UpdateBillingSettingsInput>;

/**
 * What a late fee rule would do, asked before it is saved: the unpaid invoices it will charge if they are still unpaid
 * on their fee day (with the fees at today's balances, per currency), and those already past that day, which a new
 * rule never charges (it applies from the moment it is saved).
 */
export const LateFeePreview = z.object({
  upcoming: z.object({
    count: z.number().int(),
    totals: z.array(z.object({ currency: z.enum(CURRENCIES), amountMinor: z.number().int() })),
  }),
  notCharged: z.object({ count: z.number().int() }),
});
export type LateFeePreview = z.infer<typeof LateFeePreview>;

/** The fields of the settings that say what a late fee charges. */
export type LateFeeRule = Pick<BillingSettings, 'lateFeeKind' | 'lateFeeFixedMinor' | 'lateFeeBasisPoints' | 'lateFeeAfterDays'>;

/** Whether two rules charge differently (a form's input may leave the other kind's amount out). */
export const lateFeeRuleChanged = (a: LateFeeRule, b: Partial<LateFeeRule>) =>
  a.lateFeeKind !== b.lateFeeKind ||
  a.lateFeeFixedMinor !== (b.lateFeeFixedMinor ?? null) ||
  a.lateFeeBasisPoints !== (b.lateFeeBasisPoints ?? null) ||
  a.lateFeeAfterDays !== b.lateFeeAfterDays;

export const ClientReminders = z.object({
  mode: z.enum(REMINDER_MODES),
  /** The client's own days (mode custom); null otherwise. */
  offsets: z.array(z.number().int()).nullable(),
  /** The agency's schedule, to show beside "agency schedule"; empty when the agency's reminders are off. */
  agencyOffsets: z.array(z.number().int()),
  agencyRemindersEnabled: z.boolean(),
});
export type ClientReminders = z.infer<typeof ClientReminders>;

export const UpdateClientRemindersInput = z
  .strictObject({
    mode: z.enum(REMINDER_MODES, { error: 'validation.reminders.chooseAgencyScheduleOwn' }),
    offsets: offsetsOf("The client's days").nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'custom' && (!v.offsets || v.offsets.length === 0)) {
      ctx.addIssue({ code: 'custom', path: ['offsets'], message: 'validation.reminders.addLeastOneDay' });
    }
  });
export type UpdateClientRemindersInput = z.input<typeof UpdateClientRemindersInput>;

export const INVOICE_HISTORY_KINDS = [
  'created',
  'issued',
  'reminder_sent',
  'late_fee_added',
  'payment',
  'refund',
  'credit_note',
  'paid',
  'voided',
  'other',
] as const;
export type InvoiceHistoryKind = (typeof INVOICE_HISTORY_KINDS)[number];

export const InvoiceHistoryEntry = z.object({
  id: z.string(),
  kind: z.enum(INVOICE_HISTORY_KINDS),
  at: z.string(),
  /** The entry in words, as the client or the admin reads it. */
  label: z.string(),
  /** A reminder's step (days from the due date). */
  offsetDays: z.number().int().nullable(),
  amountMinor: z.number().int().nullable(),
});
export type InvoiceHistoryEntry = z.infer<typeof InvoiceHistoryEntry>;

export const InvoiceHistory = z.object({ entries: z.array(InvoiceHistoryEntry) });
export type InvoiceHistory = z.infer<typeof InvoiceHistory>;
