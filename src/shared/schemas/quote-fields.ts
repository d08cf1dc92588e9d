/**
 * Fields a quote carries the same way as the agency writes it and as the client reads and signs it, spread into both
 * DTOs so the signed document names and types them as the quote does. Each DTO stays its own object with its own id.
 */
import { z } from 'zod';
import { CURRENCIES } from '../enums';

/** What the quote offers on which terms, from its title to the share asked as a deposit. */
export const quoteTermsFields = {
  title: z.string(),
  introduction: z.string().nullable(),
  terms: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  validUntil: z.string(),
  depositBasisPoints: z.number().int(),
};

/** The quote's sums over all its lines. */
export const quoteTotalsFields = {
  subtotalMinor: z.number().int(),
  discountMinor: z.number().int(),
  taxMinor: z.number().int(),
  totalMinor: z.number().int(),
};
