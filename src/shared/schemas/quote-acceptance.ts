/**
 * The client's side of a quote (decision 0056): the document a client reads and signs, the signature and the decline,
 * and what an accepted quote becomes (its project and deposit invoice).
 */
import { z } from 'zod';
import { lineSumFields, lineTaxFields, taxInclusiveField } from './line-fields';
import { quoteTermsFields, quoteTotalsFields } from './quote-fields';
import { QUOTE_STATUSES } from '../enums';
import { requiredText, singleLine } from './fields';

export const QuoteDocumentItemSchema = z
  .object({
    description: z.string(),
    quantityHundredths: z.number().int(),
    unitPriceMinor: z.number().int(),
    discountBasisPoints: z.number().int(),
    ...lineTaxFields,
    ...taxInclusiveField,
    ...lineSumFields,
  })
  .meta({ id: 'QuoteDocumentItem' });

/** The signed content, exactly what src/shared/quote-document.ts hashes. */
export const QuoteDocumentSchema = z
  .object({
    quoteId: z.string(),
    number: z.string(),
    version: z.number().int(),
    ...quoteTermsFields,
    clientName: z.string(),
    sections: z.array(z.object({ title: z.string(), description: z.string().nullable(), items: z.array(QuoteDocumentItemSchema) })),
    ...quoteTotalsFields,
  })
  .meta({ id: 'QuoteDocument' });

export const QuoteSignatureDto = z
  .object({ signerName: z.string(), signerEmail: z.string(), signedAt: z.string(), version: z.number().int(), documentSha256: z.string() })
  .meta({ id: 'QuoteSignature' });
export type QuoteSignatureDto = z.infer<typeof QuoteSignatureDto>;

/** What the e-mailed link's token said, when the page was opened from it. */
export const QUOTE_LINK_STATES = ['valid', 'expired', 'invalid'] as const;

export const QuoteAcceptanceCan = z.object({
  sign: z.boolean(),
  decline: z.boolean(),
  convert: z.boolean(),
  createDeposit: z.boolean(),
  /** "Invoice the rest": the final invoice of a converted quote with something left (decision 0094). */
  invoiceRest: z.boolean(),
});
export type QuoteAcceptanceCan = z.infer<typeof QuoteAcceptanceCan>;

/** GET /quotes/{id}/document: a sent quote as a document addressed to its client. */
export const ClientQuote = z
  .object({
    id: z.string(),
    status: z.enum(QUOTE_STATUSES),
    document: QuoteDocumentSchema,
    depositMinor: z.number().int(),
    sentAt: z.string().nullable(),
    viewedAt: z.string().nullable(),
    answeredAt: z.string().nullable(),
    declineReason: z.string().nullable(),
    /** Past its valid-until date (or marked expired): it can no longer be answered. */
    expired: z.boolean(),
    agency: z.object({
      legalName: z.string(),
      address: z.string().nullable(),
      taxId: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      website: z.string().nullable(),
    }),
    client: z.object({ name: z.string(), contactPerson: z.string().nullable(), email: z.string().nullable() }),
    signature: QuoteSignatureDto.nullable(),
    /** The names of the company's primary contacts, who may sign (shown to those who may not). */
    signers: z.array(z.string()),
    project: z.object({ id: z.string(), name: z.string() }).nullable(),
    depositInvoice: z.object({ id: z.string(), number: z.string().nullable(), amountMinor: z.number().int() }).nullable(),
    link: z.enum(QUOTE_LINK_STATES).nullable(),
    /** Why the viewer cannot sign it now, in their words (null when they can). */
    signRefusal: z.string().nullable(),
    can: QuoteAcceptanceCan,
  })
  .meta({ id: 'ClientQuote' });
export type ClientQuote = z.infer<typeof ClientQuote>;

export const ClientQuoteQuery = z.object({ t: z.string().max(2000).optional() });

const SHA256 = /^[0-9a-f]{64}$/;

export const AcceptQuoteInput = z.strictObject({
  signerName: singleLine('validation.label.fullName', 200),
  termsAccepted: z.literal(true, { error: 'validation.quoteAcceptance.tickIAcceptTerms' }),
  version: z
    .number({ error: 'validation.quoteAcceptance.versionRequired' })
    .int('validation.quoteAcceptance.versionRequired')
    .min(1, 'validation.quoteAcceptance.versionRequired'),
  documentSha256: z
    .string({ error: 'validation.quoteAcceptance.documentHashRequired' })
    .regex(SHA256, 'validation.quoteAcceptance.documentHash64Hexadecimal'),
});
export type AcceptQuoteInput = z.input<typeof AcceptQuoteInput>;

export const DeclineQuoteInput = z.strictObject({ reason: requiredText('validation.label.reason', 2000) });
export type DeclineQuoteInput = z.input<typeof DeclineQuoteInput>;

/** POST /quotes/{id}/convert and /deposit-invoice: what the accepted quote became. */
export const QuoteConversion = z.object({
  quoteId: z.string(),
  projectId: z.string(),
  depositInvoiceId: z.string().nullable(),
  /** Why no deposit invoice was made (Stripe failed, no customer yet): it can be created again from the quote. */
  depositProblem: z.string().nullable(),
});
export type QuoteConversion = z.infer<typeof QuoteConversion>;

/** POST /quotes/{id}/final-invoice: the invoice of what was left of the quote. */
export const QuoteFinalInvoice = z.object({ quoteId: z.string(), invoiceId: z.string() }).meta({ id: 'QuoteFinalInvoice' });
export type QuoteFinalInvoice = z.infer<typeof QuoteFinalInvoice>;

/** A milestone invoiced on its approval (decision 0099): the quote it was made of and the new invoice. */
export const QuoteMilestoneInvoice = z
  .object({ quoteId: z.string(), milestoneId: z.string(), invoiceId: z.string() })
  .meta({ id: 'QuoteMilestoneInvoice' });
export type QuoteMilestoneInvoice = z.infer<typeof QuoteMilestoneInvoice>;
