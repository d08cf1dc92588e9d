/** Billing: the Stripe customer card, invoices with line items, and the invoice form (one schema for form and server). */
import { z } from 'zod';
import { lineSumFields, lineTaxFields, taxInclusiveField, taxShareFields, billedQuantityFields } from './line-fields';
import { CURRENCIES, INVOICE_STATUSES, type Currency } from '../enums';
import type { InvoiceCan } from '../policies/invoices';
import { DATE_PATTERN, isRealDate, optionalId, optionalText, paymentTermsField, poNumberField } from './fields';
import { minorPerMajor, parseMoneyToMinor } from '../money';
import { limitText, moneyField, refineMoney, type MoneyEntry, type MoneyRule } from './money-field';
import { documentSums } from '../document-totals';
import { parseQuantity, QUANTITY_MESSAGES, QUANTITY_SCALE } from '../quantity';
import { ListQuery } from './list';
import { NamedRef, pageOf } from './refs';

/** docs/product.md, Screens and access: an item sent without a description is named so on the invoice. */
export const DEFAULT_ITEM_NAME = 'Professional Services';
export const DEFAULT_DUE_DAYS = 30;
export const CUSTOMER_RECHECK_MS = 3000;

/**
 * Major units to minor units of the currency (x100 for most, x1 for JPY, x1000 for KWD), read from the digits by the one
 * money helper. The schemas refuse more decimals than that, so the rounding fallback only serves the form's live total
 * while one types.
 */
export const toMinor = (amount: number, currency: string = 'USD') => {
  const parsed = parseMoneyToMinor(amount, currency);
  if (parsed.ok) return parsed.minor;
  // A value the schema refuses (-1e308) still reaches the array's total check: it counts as nothing there, not -Infinity.
  const rounded = Math.round(amount * minorPerMajor(currency));
  return Number.isSafeInteger(rounded) ? rounded : 0;
};

/**
 * Limits of one invoice (decision 0024): far above a real agency invoice, low enough that a slip of the keyboard
 * (100000 x 10,000,000) is refused with a message instead of breaking the totals and the revenue chart.
 */
export const INVOICE_LIMITS = {
  maxQuantity: 10_000,
  /** In minor units of the invoice's currency (decision 0100): 1,000,000.00 USD, 100,000,000 JPY, 100,000.000 KWD per unit. */
  maxUnitAmountMinor: 100_000_000,
  /** 10,000,000.00 per invoice (and so per line), in minor units of its currency as above. */
  maxTotalMinor: 1_000_000_000,
  maxItems: 100,
} as const;

/** A line's unit price (invoice, recurring schedule and credit note lines): the limit is per unit, in minor units. */
export const UNIT_PRICE_RULE: MoneyRule = { label: 'validation.label.unitPrice', maxMinor: INVOICE_LIMITS.maxUnitAmountMinor };

/**
 * A billed line's unit price in major units (invoice, recurring schedule and credit note lines), with the form's own
 * too-large words. Without a currency, only what holds in every currency (decision 0100); the currency's decimals and
 * limit are checked where it is known.
 */
export const lineUnitPrice = (tooLarge?: (limit: string) => string, currency?: Currency) =>
  moneyField({ ...UNIT_PRICE_RULE, ...(tooLarge ? { tooLarge } : {}) }, currency);

/**
 * The earliest due date a new invoice may have: its issue date, today. "Today" is taken where it is earliest on earth
 * (UTC-12), so that whoever creates the invoice, in any time zone, may pick their own today and nothing before it.
 */
export function earliestDueDate(now = new Date()): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * A billed line's quantity (invoice lines, decision 0095; credit note and recurring schedule lines, decision 0102): a
 * decimal number or text with at most three places (7.5, '0.125'), read exactly into thousandths by parseQuantity, up
 * to the invoice limit. A new schema each call, so no two fields share one instance.
 */
export const invoiceLineQuantity = () =>
  z
    .union([z.number(), z.string()], { error: 'validation.common.quantityNumber' })
    .superRefine((value, ctx) => {
      const parsed = parseQuantity(value);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: QUANTITY_MESSAGES[parsed.reason] });
      else if (parsed.thousandths > INVOICE_LIMITS.maxQuantity * QUANTITY_SCALE) {
        ctx.addIssue({ code: 'custom', message: `Quantity must be at most ${INVOICE_LIMITS.maxQuantity.toLocaleString('en-US')}` });
      }
    })
    .meta({ description: 'A decimal with at most 3 places (7.5 hours, 0.125 days), as a number or text; stored in thousandths.' });

/** What a line's quantity counts: 'hours', 'days', 'items' or any short word; '' or null: none. */
export const lineUnitField = () => optionalText('validation.label.unit', 30);

/** Thousandths of a quantity the schema accepted (0 for one it did not, as the form's live total reads it). */
export const quantityThousandths = (value: number | string) => {
  const parsed = parseQuantity(value);
  return parsed.ok ? parsed.thousandths : 0;
};

/** A percent off a line (12.5 is 12.5%), at most two decimals: exactly basis points. */
export const discountPercentField = () =>
  z
    .number({ error: 'validation.common.discountNumber' })
    .min(0, 'validation.common.discountNegative')
    .max(100, 'validation.common.discountMost100')
    .refine((v) => parseMoneyToMinor(v).ok, 'validation.common.useMost2Decimals')
    .default(0);

/** Basis points of a discount percent (12.5 is 1250), read from its digits. */
export const discountBasisPoints = (percent: number | undefined) => {
  const parsed = parseMoneyToMinor(percent ?? 0);
  return parsed.ok ? parsed.minor : 0;
};

export const InvoiceItemInput = z.object({
  description: z.string().trim().max(200, 'validation.common.descriptionMost200Characters').default(''),
  quantity: invoiceLineQuantity(),
  unit: lineUnitField(),
  amount: lineUnitPrice(),
  /** Percent off the line before tax. */
  discountPercent: discountPercentField(),
  /** A tax rate of Settings > Billing; '' or null: no tax (decision 0052). */
  taxRateId: optionalId,
});
export type InvoiceItemInput = z.input<typeof InvoiceItemInput>;

/**
 * The invoice's lines before tax in minor units, line by line by the one rule (quantity x price, less the line's
 * discount), for the limit and the form's live total.
 */
export function invoiceTotalMinor(
  items: ReadonlyArray<{ quantity: number | string; amount: number; discountPercent?: number | undefined }>,
  currency: Currency = 'USD',
): number {
  return documentSums(
    items.map((item) => ({
      quantityThousandths: quantityThousandths(item.quantity),
      unitPriceMinor: Number.isFinite(item.amount) ? toMinor(item.amount, currency) : 0,
      discountBasisPoints: discountBasisPoints(item.discountPercent),
    })),
  ).subtotalMinor;
}

type InvoiceLines = ReadonlyArray<{ quantity: number | string; amount: number; discountPercent?: number | undefined }>;

/** The invoice lines' money in the currency (decision 0100): each unit price's decimals and limit, then the total. */
export function invoiceMoneyEntries(items: InvoiceLines): MoneyEntry[] {
  return items.map((item, i) => ({ path: ['items', i, 'amount'], value: item.amount, rule: UNIT_PRICE_RULE }));
}

/** The total's limit in the currency: '10,000,000.00' in USD, '1,000,000,000' in JPY. */
export const invoiceTotalMessage = (currency: Currency) =>
  `The invoice total must be at most ${limitText(INVOICE_LIMITS.maxTotalMinor, currency)}`;

/** The currency's rules for an invoice's lines, as a refinement (the form, or a body that names its currency). */
export function refineInvoiceMoney(ctx: z.RefinementCtx, items: InvoiceLines | undefined, currency: Currency) {
  if (!items) return;
  refineMoney(ctx, currency, invoiceMoneyEntries(items));
  if (invoiceTotalMinor(items, currency) > INVOICE_LIMITS.maxTotalMinor) {
    ctx.addIssue({ code: 'custom', path: ['items'], message: invoiceTotalMessage(currency) });
  }
}

const invoiceFields = z
  .object({
    /** Absent: the client's currency, else the agency's default (Settings > Billing). */
    currency: z.enum(CURRENCIES, { error: 'validation.common.chooseCurrency' }).optional(),
    description: optionalText('validation.label.description', 1000),
    dueDate: z
      .string({ error: 'validation.billing.dueDateRequired' })
      .regex(DATE_PATTERN, 'validation.common.useDateLike2026')
      .refine(isRealDate, 'validation.common.realDate')
      .refine((v) => v >= earliestDueDate(), 'validation.billing.dueDateBeforeIssue'),
    sendEmail: z.boolean().default(false),
    /** 'draft': saved for staff to edit and issue later (no number yet); absent or 'open': issued at once. */
    status: z.enum(['draft', 'open'], { error: 'validation.billing.statusDraftOpen' }).optional(),
    /** Absent: the client's own (Clients > edit); null or '': none. */
    poNumber: poNumberField().nullish(),
    paymentTermsDays: paymentTermsField().nullish(),
    items: z
      .array(InvoiceItemInput)
      .min(1, 'validation.billing.addLeastOneLine')
      .max(INVOICE_LIMITS.maxItems, `At most ${INVOICE_LIMITS.maxItems} line items`),
  })
  .strict();

/**
 * A new invoice. When the body names its currency, its lines are checked in it here; otherwise the currency is the
 * client's, and the server checks them once it has read it (decision 0100). The form always names it.
 */
export const CreateInvoiceInput = invoiceFields.superRefine((v, ctx) => {
  if (v.currency) refineInvoiceMoney(ctx, v.items, v.currency);
});
export type CreateInvoiceInput = z.input<typeof CreateInvoiceInput>;
export type CreateInvoice = z.output<typeof CreateInvoiceInput>;

/** A draft's edit: any of its fields; lines given replace all of its lines. Once issued it is frozen (409). */
export const UpdateInvoiceInput = invoiceFields
  .pick({ description: true, dueDate: true, items: true, poNumber: true, paymentTermsDays: true })
  .partial()
  .strict();
export type UpdateInvoiceInput = z.input<typeof UpdateInvoiceInput>;
export type UpdateInvoice = z.output<typeof UpdateInvoiceInput>;

/** Manual mode: 'open' issues a draft (its client sees it from then on); 'paid' and 'void' settle an invoice. */
/** Why an invoice is void, in words its client may read in its history: voiding is final, so it is always said. */
const voidReason = z.string({ error: 'validation.billing.sayWhyInvoiceVoid' }).trim().max(2000, 'validation.billing.most2000Characters');

export const VoidInvoiceInput = z.strictObject({ reason: voidReason.min(1, 'validation.billing.sayWhyInvoiceVoid') });
export type VoidInvoiceInput = z.input<typeof VoidInvoiceInput>;

export const UpdateInvoiceStatusInput = z
  .strictObject({
    status: z.enum(['open', 'paid', 'void'], { error: 'validation.billing.statusOpenPaidVoid' }),
    /** Required with `void`; not read otherwise. */
    reason: voidReason.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'void' && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.billing.sayWhyInvoiceVoid' });
  });
export type UpdateInvoiceStatusInput = z.input<typeof UpdateInvoiceStatusInput>;

export const InvoiceItemDto = z
  .object({
    id: z.string(),
    description: z.string(),
    ...billedQuantityFields,
    discountBasisPoints: z.number().int(),
    discountMinor: z.number().int(),
    /** The Settings > Billing rate the line was priced with (null: none), for editing a draft. */
    taxRateId: z.string().nullable(),
    ...lineTaxFields,
    ...taxInclusiveField,
    ...lineSumFields,
  })
  .meta({ id: 'InvoiceItem' });
export type InvoiceItemDto = z.infer<typeof InvoiceItemDto>;

/** The prefix of invoice numbers when INVOICE_NUMBER_PREFIX is not set. */
export const DEFAULT_INVOICE_PREFIX = 'INV-';

/** The agency's invoice numbers: the prefix, then the sequence number with at least four digits ('INV-0021'). */
export function formatInvoiceNumber(prefix: string, n: number): string {
  return `${prefix}${String(n).padStart(4, '0')}`;
}

export const InvoiceDto = z
  .object({
    id: z.string(),
    clientId: z.string(),
    invoiceNumber: z.string().nullable(),
    description: z.string().nullable(),
    amountMinor: z.number().int(),
    currency: z.enum(CURRENCIES),
    /** The lines' sums (decision 0052): amount = subtotal + tax + late fee; each tax apart, in the order first met. */
    subtotalMinor: z.number().int(),
    discountMinor: z.number().int(),
    taxMinor: z.number().int(),
    lateFeeMinor: z.number().int(),
    taxes: z.array(z.object(taxShareFields)),
    /** Payments less refunds, credit notes, and what is left to pay (decision 0054). */
    amountPaidMinor: z.number().int(),
    amountCreditedMinor: z.number().int(),
    balanceMinor: z.number().int(),
    status: z.enum(INVOICE_STATUSES),
    overdue: z.boolean(),
    dueDate: z.string().nullable(),
    poNumber: z.string().nullable(),
    paymentTermsDays: z.number().int().nullable(),
    paidAt: z.string().nullable(),
    /** When it left draft; null for a draft (which only staff see). */
    issuedAt: z.string().nullable(),
    hostedInvoiceUrl: z.string().nullable(),
    stripeInvoiceId: z.string().nullable(),
    createdAt: z.string(),
    items: z.array(InvoiceItemDto),
    /** What the caller may do with it, from the shared policy (src/shared/policies/invoices.ts). */
    can: z.object({
      issue: z.boolean(),
      edit: z.boolean(),
      markPaid: z.boolean(),
      void: z.boolean(),
      refund: z.boolean(),
      creditNote: z.boolean(),
    }) satisfies z.ZodType<InvoiceCan>,
  })
  .meta({ id: 'Invoice' });
export type InvoiceDto = z.infer<typeof InvoiceDto>;

export const InvoiceTotal = z.object({ amountMinor: z.number().int(), count: z.number().int() });
export type InvoiceTotal = z.infer<typeof InvoiceTotal>;

export const InvoiceTotals = z.object({ total: InvoiceTotal, paid: InvoiceTotal, outstanding: InvoiceTotal, overdue: InvoiceTotal });
export type InvoiceTotals = z.infer<typeof InvoiceTotals>;

export const StripeCustomerDto = z
  .object({ status: z.enum(['pending', 'completed']), stripeCustomerId: z.string().nullable(), createdAt: z.string() })
  .meta({ id: 'StripeCustomer' });
export type StripeCustomerDto = z.infer<typeof StripeCustomerDto>;

/** A client's billing pages its invoices as every list does (50 a page by default, at most 200); there is no search. */
export const BillingQuery = z.strictObject({ page: ListQuery.shape.page, pageSize: ListQuery.shape.pageSize });
export type BillingQuery = z.infer<typeof BillingQuery>;

export const Billing = z.object({
  /** 'manual' when no Stripe key is configured: online payment is not connected. */
  mode: z.enum(['stripe', 'manual']),
  client: NamedRef,
  /** A new invoice's currency: the client's own, else the agency's default (decision 0052). */
  defaultCurrency: z.enum(CURRENCIES),
  customer: StripeCustomerDto.nullable(),
  /** One page of the invoices, newest first, each with its items; the totals below count them all. */
  invoices: pageOf(InvoiceDto),
  /**
   * The figures in the client's own currency (`defaultCurrency`), by the ledger's words: drafts and void invoices count
   * in none. Amounts in other currencies are never converted: each has its own figures in otherCurrencies.
   */
  totals: InvoiceTotals.extend({ currency: z.enum(CURRENCIES) }),
  otherCurrencies: z.array(InvoiceTotals.extend({ currency: z.enum(CURRENCIES) })),
  /**
   * How to pay by hand (decision 0100), per currency the client pays in without Stripe's page: its currency when online
   * payment is off, and that of every unpaid invoice without a pay link. Each currency's own text, else the agency's.
   */
  paymentInstructions: z.array(z.object({ currency: z.enum(CURRENCIES), instructions: z.string() })),
  abilities: z.object({
    createInvoice: z.boolean(),
    manageStatus: z.boolean(),
    /** Reads the client's statement (admins, the client's primary contacts; decision 0097) and sends it (admins). */
    readStatement: z.boolean(),
    emailStatement: z.boolean(),
  }),
});
export type Billing = z.infer<typeof Billing>;

/** What 'Sync with Stripe' did: the unsettled Stripe invoices it asked about, and how many of them changed. */
export const InvoiceSyncResult = z.object({ checked: z.number().int(), updated: z.number().int() });
export type InvoiceSyncResult = z.infer<typeof InvoiceSyncResult>;

/** The webhook's answer to Stripe: `duplicate` when the event id was seen before (and nothing was done again). */
export const WebhookReceipt = z.object({ received: z.boolean(), duplicate: z.boolean() });
export type WebhookReceipt = z.infer<typeof WebhookReceipt>;
