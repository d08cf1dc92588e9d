/**
 * The agency's details printed on every document (decision 0052): one row, set in Settings > Billing. The logo is
 * stored in the row (PNG or JPEG, checked by its bytes, at most LOGO_MAX_BYTES) so a backup carries it.
 */
import type { Currency } from '@shared/enums';
import { LOGO_MAX_BYTES, type AgencyProfileDto, type AgencyProfileInput } from '@shared/schemas/billing-setup';
import { recordActivity } from '../../activity';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { agencyProfile, currencyPaymentInstructions, languageAgencyTexts } from '../../db/schema';
import { AppError, keyed, notFound } from '../../errors';
import { readAgencyRow, readCurrencyInstructions, readLanguageTexts, type LanguageTexts } from '../../documents/document-agency';
import type { DbOrTx } from '../../db/transaction';

type Row = typeof agencyProfile.$inferSelect;

/** The versioned URL: a new logo is a new URL, so the browser never shows the old one from its cache. */
const logoUrlOf = (row: Row) => (row.logo ? `/api/agency-profile/logo?v=${row.updatedAt.getTime()}` : null);

/** What the row alone does not hold: each currency's instructions and each language's texts. */
interface Own {
  byCurrency: AgencyProfileDto['paymentInstructionsByCurrency'];
  byLanguage: LanguageTexts;
}

async function readOwn(db: DbOrTx): Promise<Own> {
  const [byCurrency, byLanguage] = await Promise.all([readCurrencyInstructions(db), readLanguageTexts(db)]);
  return { byCurrency, byLanguage };
}

const toDto = (row: Row, { byCurrency, byLanguage }: Own): AgencyProfileDto => ({
  legalName: row.legalName,
  address: row.address,
  taxId: row.taxId,
  email: row.email,
  phone: row.phone,
  website: row.website,
  paymentInstructions: row.paymentInstructions,
  paymentInstructionsByCurrency: byCurrency,
  footer: row.footer,
  textsByLanguage: byLanguage,
  defaultCurrency: row.defaultCurrency as Currency,
  logoUrl: logoUrlOf(row),
  updatedAt: row.updatedAt.toISOString(),
});

export async function getAgencyProfile(db: Db): Promise<AgencyProfileDto> {
  return toDto(await readAgencyRow(db), await readOwn(db));
}

export async function updateAgencyProfile(db: Db, user: CurrentUser, input: AgencyProfileInput): Promise<AgencyProfileDto> {
  const values = {
    legalName: input.legalName ?? null,
    address: input.address ?? null,
    taxId: input.taxId ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    website: input.website ?? null,
    paymentInstructions: input.paymentInstructions ?? null,
    footer: input.footer ?? null,
    defaultCurrency: input.defaultCurrency,
    updatedAt: new Date(),
    updatedBy: user.id,
  };
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(agencyProfile)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: agencyProfile.id, set: values })
      .returning();
    // Given, the currencies' own instructions replace the stored ones, in the same transaction (decision 0100).
    if (input.paymentInstructionsByCurrency) {
      const rows = Object.entries(input.paymentInstructionsByCurrency)
        .filter((entry): entry is [string, string] => Boolean(entry[1]))
        .map(([currency, instructions]) => ({ currency, instructions, updatedAt: new Date() }));
      await tx.delete(currencyPaymentInstructions);
      if (rows.length > 0) await tx.insert(currencyPaymentInstructions).values(rows);
    }
    // Given, the languages' own texts replace the stored ones likewise (decision 0132); a language with no text has no row.
    if (input.textsByLanguage) {
      const rows = Object.entries(input.textsByLanguage)
        .filter(([, texts]) => texts && (texts.paymentInstructions || texts.footer))
        .map(([language, texts]) => ({
          language,
          paymentInstructions: texts?.paymentInstructions ?? null,
          footer: texts?.footer ?? null,
          updatedAt: new Date(),
        }));
      await tx.delete(languageAgencyTexts);
      if (rows.length > 0) await tx.insert(languageAgencyTexts).values(rows);
    }
    await recordActivity(tx, {
      actorId: user.id,
      action: 'workspace.agency_profile_changed',
      entityType: 'agency_profile',
      summary: `${user.firstName} ${user.lastName} changed the agency's details on documents`,
    });
    return { saved: saved!, own: await readOwn(tx) };
  });
  return toDto(row.saved, row.own);
}

export async function setAgencyLogo(db: Db, user: CurrentUser, file: File): Promise<AgencyProfileDto> {
  if (file.size > LOGO_MAX_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > LOGO_MAX_BYTES) throw tooLarge();
  const contentType = logoType(bytes);
  // The documents embed PNG and JPEG only (what PDFKit prints).
  if (contentType !== 'image/png' && contentType !== 'image/jpeg') {
    throw new AppError(415, 'unsupported_media_type', 'errors.billingSetup.logoPngJpegImage', {
      file: 'errors.billingSetup.choosePngJpegImage',
    });
  }
  return writeLogo(db, user, Buffer.from(bytes), contentType);
}

export async function removeAgencyLogo(db: Db, user: CurrentUser): Promise<AgencyProfileDto> {
  return writeLogo(db, user, null, null);
}

async function writeLogo(db: Db, user: CurrentUser, logo: Buffer | null, logoContentType: 'image/png' | 'image/jpeg' | null) {
  const set = { logo, logoContentType, updatedAt: new Date(), updatedBy: user.id };
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(agencyProfile)
      .values({ id: 1, ...set })
      .onConflictDoUpdate({ target: agencyProfile.id, set })
      .returning();
    await recordActivity(tx, {
      actorId: user.id,
      action: 'workspace.agency_logo_changed',
      entityType: 'agency_profile',
      summary: `${user.firstName} ${user.lastName} ${logo ? 'uploaded' : 'removed'} the agency's logo`,
      metadata: logo ? { contentType: logoContentType, bytes: logo.length } : undefined,
    });
    return saved!;
  });
  return toDto(row, await readOwn(db));
}

export async function readAgencyLogo(db: Db): Promise<{ data: Buffer; contentType: string; updatedAt: Date }> {
  const row = await readAgencyRow(db);
  if (!row.logo || !row.logoContentType) throw notFound('errors.notFound.logo');
  return { data: row.logo, contentType: row.logoContentType, updatedAt: row.updatedAt };
}

function tooLarge() {
  const kb = LOGO_MAX_BYTES / 1024;
  return new AppError(413, 'payload_too_large', keyed('errors.billingSetup.logoTooLarge', { kb: String(kb) }), {
    file: `The logo must be at most ${kb} KB.`,
  });
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/** PNG or JPEG by the file's first bytes; its name and declared type come from the uploader and are never trusted. */
function logoType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}
