/** Settings > Billing (decision 0052): the tax rates the admin defines once, and the agency's details on every document. */
import { z } from 'zod';
import { CURRENCIES } from '../enums';
import { keyedText } from '../i18n/keyed-text';
import { LANGUAGES } from '../i18n/languages';
import { optionalSingleLine, optionalText, singleLine } from './fields';

// ---------------------------------------------------------------- tax rates

export const TaxRateDto = z
  .object({
    id: z.string(),
    name: z.string(),
    /** Millionths (ten-thousandths of a percent): 20% is 200000, 8.875% is 88750, 7.0625% is 70625. */
    rateMillionths: z.number().int(),
    inclusive: z.boolean(),
    /** Every version of one rate shares it: editing a rate's name, rate or kind archives the row and adds a new version. */
    familyId: z.string(),
    /** Archived rates (and earlier versions) are offered for no new line; lines written with them keep them. */
    archivedAt: z.string().nullable(),
  })
  .meta({ id: 'TaxRate' });
export type TaxRateDto = z.infer<typeof TaxRateDto>;

export const TaxRateList = z.object({ items: z.array(TaxRateDto) });
export type TaxRateList = z.infer<typeof TaxRateList>;

export const TaxRateQuery = z.object({
  includeArchived: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/** A rate in millionths (ten-thousandths of a percent): a percentage with up to four decimals, 8.875% is 88750. */
const rateMillionths = z
  .number({ error: 'validation.billingSetup.rateNumber' })
  .int('validation.billingSetup.rateHaveMostFour')
  .min(0, 'validation.billingSetup.rateLeast0')
  .max(1_000_000, 'validation.billingSetup.rateMost100');

export const TaxRateInput = z
  .object({ name: singleLine('validation.label.name', 60), rateMillionths, inclusive: z.boolean().default(false) })
  .strict();
export type TaxRateInput = z.input<typeof TaxRateInput>;

export const UpdateTaxRateInput = z
  .object({
    name: singleLine('validation.label.name', 60).optional(),
    rateMillionths: rateMillionths.optional(),
    inclusive: z.boolean().optional(),
    /** true archives the rate, false brings it back. */
    archived: z.boolean().optional(),
  })
  .strict();
export type UpdateTaxRateInput = z.input<typeof UpdateTaxRateInput>;

// ---------------------------------------------------------------- agency details

export const LOGO_FIELD = 'logo';
export const LOGO_MAX_BYTES = 512 * 1024;

export const AgencyProfileDto = z
  .object({
    legalName: z.string().nullable(),
    address: z.string().nullable(),
    taxId: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    website: z.string().nullable(),
    paymentInstructions: z.string().nullable(),
    /** A currency's own instructions (decision 0100); a currency absent here uses `paymentInstructions`. */
    paymentInstructionsByCurrency: z.partialRecord(z.enum(CURRENCIES), z.string()),
    footer: z.string().nullable(),
    /** A language's own payment instructions and footer (decision 0132); a language absent, or a text null, uses the general one. */
    textsByLanguage: z.partialRecord(
      z.enum(LANGUAGES),
      z.object({ paymentInstructions: z.string().nullable(), footer: z.string().nullable() }),
    ),
    defaultCurrency: z.enum(CURRENCIES),
    /** Where the logo is served (changes with every upload), or null without one. */
    logoUrl: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AgencyProfile' });
export type AgencyProfileDto = z.infer<typeof AgencyProfileDto>;

export const AgencyProfileInput = z
  .object({
    legalName: optionalSingleLine('validation.label.legalName', 200),
    address: optionalText('validation.label.address', 500),
    taxId: optionalSingleLine('validation.label.taxId', 60),
    email: z
      .union([z.literal(''), z.email('validation.billingSetup.enterValidEMail').max(254, 'validation.billingSetup.eMailMost254')])
      .nullish()
      .transform((v) => (v ? v : null)),
    phone: optionalSingleLine('validation.label.phone', 60),
    website: optionalSingleLine('validation.label.website', 200),
    paymentInstructions: optionalText('validation.label.paymentInstructions', 2000),
    /**
     * Per currency (decision 0100): bank details for EUR differ from USD. Absent: unchanged; given: replaces them all,
     * and a currency left out, '' or null uses `paymentInstructions`.
     */
    paymentInstructionsByCurrency: z
      .partialRecord(
        z.enum(CURRENCIES, { error: keyedText('validation.common.useCurrencyCode', { codes: CURRENCIES.join(', ') }) }),
        optionalText('validation.label.paymentInstructions', 2000),
      )
      .optional(),
    footer: optionalText('validation.label.footer', 300),
    /**
     * Per language (decision 0132): what a client reading it gets instead of the general texts. Absent: unchanged;
     * given: replaces them all, and a language left out, or a text '' or null, uses the general one.
     */
    textsByLanguage: z
      .partialRecord(
        z.enum(LANGUAGES),
        z
          .object({
            paymentInstructions: optionalText('validation.label.paymentInstructions', 2000),
            footer: optionalText('validation.label.footer', 300),
          })
          .strict(),
      )
      .optional(),
    defaultCurrency: z.enum(CURRENCIES, { error: 'validation.common.chooseCurrency' }),
  })
  .strict();
export type AgencyProfileInput = z.input<typeof AgencyProfileInput>;
