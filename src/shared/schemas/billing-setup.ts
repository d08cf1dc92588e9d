/** Settings > Billing (decision 0052): the tax rates the admin defines once, and the agency's details on every document. */
import { z } from 'zod';
import { CURRENCIES } from '../enums';
import { optionalSingleLine, optionalText, singleLine } from './fields';

// ---------------------------------------------------------------- tax rates

export const TaxRateDto = z
  .object({
    id: z.string(),
    name: z.string(),
    /** Hundredths of a percent: 20% is 2000. */
    basisPoints: z.number().int(),
    inclusive: z.boolean(),
    /** Archived rates are offered for no new line; lines written with them keep them. */
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

/** A percentage typed as people write it ("8.25") as basis points, exactly: at most two decimals. */
export function percentToBasisPoints(percent: string | number): number | null {
  const text = String(percent).trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const basisPoints = z
  .number({ error: 'Rate must be a number' })
  .int('Rate must be in hundredths of a percent')
  .min(0, 'Rate must be at least 0%')
  .max(10_000, 'Rate must be at most 100%');

export const TaxRateInput = z.object({ name: singleLine('Name', 60), basisPoints, inclusive: z.boolean().default(false) }).strict();
export type TaxRateInput = z.input<typeof TaxRateInput>;

export const UpdateTaxRateInput = z
  .object({
    name: singleLine('Name', 60).optional(),
    basisPoints: basisPoints.optional(),
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
    footer: z.string().nullable(),
    defaultCurrency: z.enum(CURRENCIES),
    /** Where the logo is served (changes with every upload), or null without one. */
    logoUrl: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AgencyProfile' });
export type AgencyProfileDto = z.infer<typeof AgencyProfileDto>;

export const AgencyProfileInput = z
  .object({
    legalName: optionalSingleLine('Legal name', 200),
    address: optionalText('Address', 500),
    taxId: optionalSingleLine('Tax ID', 60),
    email: z
      .union([z.literal(''), z.email('Enter a valid e-mail address').max(254, 'E-mail must be at most 254 characters')])
      .nullish()
      .transform((v) => (v ? v : null)),
    phone: optionalSingleLine('Phone', 60),
    website: optionalSingleLine('Website', 200),
    paymentInstructions: optionalText('Payment instructions', 2000),
    footer: optionalText('Footer', 300),
    defaultCurrency: z.enum(CURRENCIES, { error: 'Choose a currency' }),
  })
  .strict();
export type AgencyProfileInput = z.input<typeof AgencyProfileInput>;
