/**
 * Quotes, the agency's side (decision 0055): the quote as an admin writes it (sections of priced lines), its list row,
 * and the one write schema the editor and the server share. Money is minor units; quantities and discounts arrive as
 * decimals with at most two places and are stored in hundredths (quantity) and basis points (discount).
 */
import { z } from 'zod';
import { lineSumFields, lineTaxFields, taxInclusiveField, taxShareFields } from './line-fields';
import { quoteTermsFields, quoteTotalsFields } from './quote-fields';
import { CURRENCIES, QUOTE_STATUSES } from '../enums';
import { moneyField, type MoneyRule } from './money-field';
import { DATE_PATTERN, isRealDate, optionalId, optionalText, requiredText, singleLine } from './fields';
import { ListQuery } from './list';
import { NamedRef, pageOf } from './refs';

export const QUOTE_LIMITS = {
  maxSections: 50,
  maxItemsPerSection: 100,
  maxQuantity: 100_000,
  /** 1,000,000.00 per unit, in minor units of the quote's currency (100,000,000 JPY; decision 0100). */
  maxUnitPriceMinor: 100_000_000,
  maxEstimatedHours: 10_000,
} as const;

/** A quote line's price: 0 allowed (a free line); its currency's decimals are checked by the server (decision 0100). */
export const QUOTE_PRICE_RULE: MoneyRule = {
  label: 'validation.label.unitPrice',
  maxMinor: QUOTE_LIMITS.maxUnitPriceMinor,
  allowZero: true,
};

const twoDecimals = (v: number) => Number.isFinite(v) && Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

export const QuoteItemInput = z.object({
  description: requiredText('validation.label.description', 500),
  /** 1.5 hours or 2 licences: at most two decimals. */
  quantity: z
    .number({ error: 'validation.common.quantityNumber' })
    .gt(0, 'validation.quotes.quantityGreaterThan0')
    .max(QUOTE_LIMITS.maxQuantity, `Quantity must be at most ${QUOTE_LIMITS.maxQuantity.toLocaleString('en-US')}`)
    .refine(twoDecimals, 'validation.quotes.useMost2Decimals'),
  /** In the quote's currency, major units (12.50). */
  unitPrice: moneyField(QUOTE_PRICE_RULE),
  /** Percent off the line (12.5 is 12.5%). */
  discountPercent: z
    .number({ error: 'validation.common.discountNumber' })
    .min(0, 'validation.common.discountNegative')
    .max(100, 'validation.common.discountMost100')
    .refine(twoDecimals, 'validation.common.useMost2Decimals')
    .default(0),
  taxRateId: optionalId,
  estimatedHours: z
    .number({ error: 'validation.quotes.estimatedHoursNumber' })
    .gt(0, 'validation.quotes.estimatedHoursGreaterThan')
    .max(QUOTE_LIMITS.maxEstimatedHours, 'validation.quotes.estimatedHoursMost10')
    .refine(twoDecimals, 'validation.quotes.useMost2DecimalsHours')
    .nullish()
    .transform((v) => v ?? null),
});
export type QuoteItemInput = z.input<typeof QuoteItemInput>;

export const QuoteSectionInput = z.object({
  title: singleLine('validation.label.sectionTitle', 200),
  description: optionalText('validation.label.sectionDescription', 5000),
  becomesMilestone: z.boolean().default(true),
  items: z
    .array(QuoteItemInput)
    .min(1, 'validation.quotes.sectionNeedsLeastOne')
    .max(QUOTE_LIMITS.maxItemsPerSection, `At most ${QUOTE_LIMITS.maxItemsPerSection} lines per section`),
});
export type QuoteSectionInput = z.input<typeof QuoteSectionInput>;

const optionalValidUntil = z
  .union([z.literal(''), z.string().regex(DATE_PATTERN, 'validation.common.useDateLike2026')])
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isRealDate(v), 'validation.common.realDate');

/** The whole quote as the editor saves it: the sections and lines replace the stored ones in one transaction. */
export const SaveQuoteInput = z.strictObject({
  title: singleLine('validation.label.title', 200),
  introduction: optionalText('validation.label.introduction', 10_000),
  terms: optionalText('validation.label.terms', 20_000),
  /** Empty: the client's currency, else the agency's. */
  currency: z.enum(CURRENCIES, { error: 'validation.common.chooseCurrency' }).nullish(),
  /** Empty: today + the billing settings' quote validity. */
  validUntil: optionalValidUntil,
  /** Percent of the total invoiced as a deposit on acceptance; empty: the billing settings' default. */
  depositPercent: z
    .number({ error: 'validation.quotes.depositNumber' })
    .min(0, 'validation.quotes.depositNegative')
    .max(100, 'validation.quotes.depositMost100')
    .refine(twoDecimals, 'validation.quotes.useMost2DecimalsDeposit')
    .nullish(),
  sections: z
    .array(QuoteSectionInput)
    .min(1, 'validation.quotes.quoteNeedsLeastOne')
    .max(QUOTE_LIMITS.maxSections, `At most ${QUOTE_LIMITS.maxSections} sections`),
});
export type SaveQuoteInput = z.input<typeof SaveQuoteInput>;

/** Creating: for a client or for a lead (one of them), then the quote itself. */
export const CreateQuoteInput = SaveQuoteInput.extend({ clientId: optionalId, leadId: optionalId }).refine(
  (v) => Boolean(v.clientId) !== Boolean(v.leadId),
  { message: 'validation.quotes.chooseClientLead', path: ['clientId'] },
);
export type CreateQuoteInput = z.input<typeof CreateQuoteInput>;

export const QuoteItemDto = z
  .object({
    id: z.string(),
    description: z.string(),
    quantityHundredths: z.number().int(),
    unitPriceMinor: z.number().int(),
    discountBasisPoints: z.number().int(),
    taxRateId: z.string().nullable(),
    ...lineTaxFields,
    ...taxInclusiveField,
    estimatedMinutes: z.number().int().nullable(),
    discountMinor: z.number().int(),
    ...lineSumFields,
    taskId: z.string().nullable(),
  })
  .meta({ id: 'QuoteItem' });
export type QuoteItemDto = z.infer<typeof QuoteItemDto>;

export const QuoteSectionDto = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    becomesMilestone: z.boolean(),
    milestoneId: z.string().nullable(),
    items: z.array(QuoteItemDto),
  })
  .meta({ id: 'QuoteSection' });
export type QuoteSectionDto = z.infer<typeof QuoteSectionDto>;

export const QuoteTaxDto = z.object(taxShareFields).meta({ id: 'QuoteTax' });

export const QuoteLeadRef = z
  .object({ id: z.string(), name: z.string(), email: z.string(), company: z.string().nullable() })
  .meta({ id: 'QuoteLeadRef' });

export const QuoteCan = z
  .object({
    edit: z.boolean(),
    send: z.boolean(),
    /** A change now makes a new version (the quote was sent). */
    editMakesVersion: z.boolean(),
    downloadPdf: z.boolean(),
    sign: z.boolean(),
  })
  .meta({ id: 'QuoteCan' });
export type QuoteCan = z.infer<typeof QuoteCan>;

export const QuoteDto = z
  .object({
    id: z.string(),
    number: z.string(),
    status: z.enum(QUOTE_STATUSES),
    /** 1 until the quote is changed after it was sent; a signature names the version it signed. */
    version: z.number().int(),
    client: NamedRef.nullable(),
    lead: QuoteLeadRef.nullable(),
    ...quoteTermsFields,
    /** shareOf(total, deposit basis points). */
    depositMinor: z.number().int(),
    sections: z.array(QuoteSectionDto),
    ...quoteTotalsFields,
    taxes: z.array(QuoteTaxDto),
    sentAt: z.string().nullable(),
    viewedAt: z.string().nullable(),
    answeredAt: z.string().nullable(),
    declineReason: z.string().nullable(),
    /** Who signed (the typed name, and the user account it was signed from), when, and which version. */
    signature: z
      .object({
        signerName: z.string(),
        signedBy: NamedRef.nullable(),
        signedAt: z.string(),
        version: z.number().int(),
        documentSha256: z.string(),
      })
      .nullable(),
    projectId: z.string().nullable(),
    /** The project the accepted quote was turned into. */
    project: NamedRef.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    can: QuoteCan,
  })
  .meta({ id: 'Quote' });
export type QuoteDto = z.infer<typeof QuoteDto>;

export const QuoteRow = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  client: NamedRef.nullable(),
  lead: NamedRef.nullable(),
  currency: z.enum(CURRENCIES),
  totalMinor: z.number().int(),
  status: z.enum(QUOTE_STATUSES),
  version: z.number().int(),
  validUntil: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type QuoteRow = z.infer<typeof QuoteRow>;

export const QuoteList = pageOf(QuoteRow);
export type QuoteList = z.infer<typeof QuoteList>;

export const QuoteListQuery = ListQuery.extend({
  status: z.enum(QUOTE_STATUSES, { error: 'validation.common.unknownStatus' }).optional(),
  clientId: optionalId,
});
export type QuoteListQuery = z.infer<typeof QuoteListQuery>;

export const SendQuoteReply = z.object({
  quote: QuoteDto,
  /** The client the lead became, when the quote was for a lead. */
  convertedClientId: z.string().nullable(),
  /** Who was e-mailed the link. */
  recipients: z.array(z.string()),
});
export type SendQuoteReply = z.infer<typeof SendQuoteReply>;
