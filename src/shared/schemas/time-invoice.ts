/** Invoice time (decision 0049): the preview's and the creation's bodies, and the preview's answer. */
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
    .regex(DATE_PATTERN, 'Use a date like 2026-12-31')
    .refine(isRealDate, 'Not a real date');

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

const selection = {
  /** None or empty: every project of the client. */
  projectIds: z
    .array(z.string().regex(UUID_PATTERN, 'Not a valid project'), { error: 'Choose projects' })
    .max(200, 'At most 200 projects')
    .optional(),
  from: day('From'),
  to: day('To'),
  groupBy: z.enum(INVOICE_GROUPINGS, { error: 'Group by task, person, day or project' }).default('task'),
  rounding: z
    .strictObject({
      increment: z
        .union(
          ROUNDING_INCREMENTS.map((n) => z.literal(n)),
          { error: 'Round to none, 6, 15 or 30 minutes' },
        )
        .default(0),
      mode: z.enum(ROUNDING_MODES, { error: 'Round up or to the nearest' }).default('up'),
    })
    .default({ increment: 0, mode: 'up' }),
  /** Absent: the workspace's setting (Settings, "Invoice time includes unapproved time"). */
  includeUnapproved: z.boolean({ error: 'Include unapproved time must be true or false' }).optional(),
  /** Needed only when the chosen time is in more than one currency. */
  currency: z.enum(CURRENCIES, { error: 'Choose a currency' }).optional(),
};

const rangeChecks = <T extends { from: string; to: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date cannot be before the start date' });
  else if (daysBetween(v.from, v.to) >= MAX_RANGE_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${MAX_RANGE_DAYS} days at once` });
};

export const TimeInvoicePreviewInput = z.strictObject(selection).superRefine(rangeChecks);
export type TimeInvoicePreviewInput = z.input<typeof TimeInvoicePreviewInput>;
export type TimeInvoiceSelection = z.output<typeof TimeInvoicePreviewInput>;

export const CreateTimeInvoiceInput = z
  .strictObject({
    ...selection,
    fingerprint: z.string({ error: 'Preview the time first' }).min(1, 'Preview the time first').max(200, 'Preview the time again'),
    dueDate: CreateInvoiceInput.shape.dueDate,
    description: CreateInvoiceInput.shape.description,
    sendEmail: z.boolean({ error: 'Send by e-mail must be true or false' }).default(false),
    /** The preview's lines renamed: by their key; a line not named keeps the preview's description. */
    lineDescriptions: z
      .array(
        z.strictObject({
          key: z.string().max(200, 'Not a line of this preview'),
          description: z.string().trim().min(1, 'A line needs a description').max(200, 'Description must be at most 200 characters'),
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

export const TimeInvoicePreview = z.object({
  /** Null when there is nothing to invoice. */
  currency: z.enum(CURRENCIES).nullable(),
  lines: z.array(TimeInvoiceLine),
  totalMinor: z.number().int(),
  minutes: z.number().int(),
  entryCount: z.number().int(),
  /** Entries priced at 0 (no rate): left out of the invoice, they stay unbilled. */
  leftOut: z.object({ entryCount: z.number().int(), minutes: z.number().int() }),
  includeUnapproved: z.boolean(),
  /** The exact entries previewed: creation refuses (409) when they changed since. */
  fingerprint: z.string(),
});
export type TimeInvoicePreview = z.infer<typeof TimeInvoicePreview>;

/** The workspace's default for "Include time not yet approved" (Settings; admins with invoices.create). */
export const InvoiceTimeSetting = z.object({ includeUnapproved: z.boolean() });
export type InvoiceTimeSetting = z.infer<typeof InvoiceTimeSetting>;
export const UpdateInvoiceTimeSettingInput = z.strictObject({
  includeUnapproved: z.boolean({ error: 'Include unapproved time must be true or false' }),
});
export type UpdateInvoiceTimeSettingInput = z.infer<typeof UpdateInvoiceTimeSettingInput>;
