/**
 * Fields every priced line carries the same way (invoices, quotes, signed quote documents, recurring schedules), spread
 * into each DTO so the API names and types them alike. Each DTO stays its own object with its own OpenAPI id.
 */
import { z } from 'zod';

/**
 * A billed line's quantity and price (invoice, credit note and recurring schedule lines): the quantity as written, at
 * most 3 decimals (7.5), and exactly in thousandths (7500); what it counts; the price of one.
 */
export const billedQuantityFields = {
  quantity: z.number(),
  quantityThousandths: z.number().int(),
  unit: z.string().nullable(),
  unitAmountMinor: z.number().int(),
};

/** The line's tax as written on it: a rate changed or archived later leaves it as it was (decision 0052). */
export const lineTaxFields = { taxName: z.string().nullable(), taxRateMillionths: z.number().int() };

/** Whether the line's price includes its tax. */
export const taxInclusiveField = { taxInclusive: z.boolean() };

/** The line's sums by the one rule (src/shared/document-totals.ts): excluding tax, its tax, and both. */
export const lineSumFields = { netMinor: z.number().int(), taxMinor: z.number().int(), totalMinor: z.number().int() };

/** One tax rate's share of a document: the rate as written and what it was charged on. */
export const taxShareFields = {
  name: z.string(),
  rateMillionths: z.number().int(),
  inclusive: z.boolean(),
  netMinor: z.number().int(),
  taxMinor: z.number().int(),
};
