/**
 * The agency's details as every printed document needs them (decision 0052), read from the one agency_profile row that
 * Settings > Billing writes. Here, outside the features, so invoices, quotes and credit notes all read the same.
 */
import { eq } from 'drizzle-orm';
import type { Currency } from '../../shared/enums';
import type { Language } from '../../shared/i18n/languages';
import type { AppDeps } from '../context';
import type { DbOrTx } from '../db/transaction';
import { agencyProfile, clients, currencyPaymentInstructions, languageAgencyTexts } from '../db/schema';
import type { DocumentAgency, DocumentClient } from './document-model';

/** The row, made on first read: a database restored from before the settings existed has none. */
export async function readAgencyRow(db: DbOrTx): Promise<typeof agencyProfile.$inferSelect> {
  const [row] = await db.select().from(agencyProfile).where(eq(agencyProfile.id, 1));
  if (row) return row;
  await db.insert(agencyProfile).values({ id: 1 }).onConflictDoNothing();
  const [made] = await db.select().from(agencyProfile).where(eq(agencyProfile.id, 1));
  return made!;
}

/** The currency a new client's or document's money is in unless one is chosen. */
export async function agencyDefaultCurrency(db: DbOrTx): Promise<Currency> {
  const [row] = await db.select({ currency: agencyProfile.defaultCurrency }).from(agencyProfile).where(eq(agencyProfile.id, 1));
  return (row?.currency as Currency | undefined) ?? 'USD';
}

/** A client's documents' currency: its own, else the agency's default. */
export async function clientCurrency(db: DbOrTx, clientId: string): Promise<Currency> {
  const [row] = await db.select({ currency: clients.currency }).from(clients).where(eq(clients.id, clientId));
  return (row?.currency as Currency | null | undefined) ?? (await agencyDefaultCurrency(db));
}

/** The instructions Settings > Billing has for each currency that has its own (decision 0100). */
export async function readCurrencyInstructions(db: DbOrTx): Promise<Partial<Record<Currency, string>>> {
  const rows = await db.select().from(currencyPaymentInstructions);
  return Object.fromEntries(rows.map((r) => [r.currency, r.instructions])) as Partial<Record<Currency, string>>;
}

/** The agency's texts each language has of its own (decision 0132): a language absent, or a text null, uses the general one. */
export type LanguageTexts = Partial<Record<Language, { paymentInstructions: string | null; footer: string | null }>>;

export async function readLanguageTexts(db: DbOrTx): Promise<LanguageTexts> {
  const rows = await db.select().from(languageAgencyTexts);
  return Object.fromEntries(
    rows.map((r) => [r.language, { paymentInstructions: r.paymentInstructions, footer: r.footer }]),
  ) as LanguageTexts;
}

/**
 * How to pay in one currency, for a reader of one language (decisions 0100, 0132): the currency's own instructions
 * (bank details differ by currency), else the language's, else the agency's general ones, else none.
 */
export type PaymentInstructionsFor = (currency: Currency) => string | null;

/** The agency's payment instructions and footer as a reader of `language` gets them. */
async function readAgencyTexts(db: DbOrTx, language: Language, general: { paymentInstructions: string | null; footer: string | null }) {
  const [byCurrency, byLanguage] = await Promise.all([readCurrencyInstructions(db), readLanguageTexts(db)]);
  const own = byLanguage[language];
  return {
    paymentInstructionsFor: ((currency) =>
      byCurrency[currency] ?? own?.paymentInstructions ?? general.paymentInstructions) as PaymentInstructionsFor,
    footer: own?.footer ?? general.footer,
  };
}

export async function loadPaymentInstructions(db: DbOrTx, language: Language): Promise<PaymentInstructionsFor> {
  const [row] = await db
    .select({ paymentInstructions: agencyProfile.paymentInstructions, footer: agencyProfile.footer })
    .from(agencyProfile)
    .where(eq(agencyProfile.id, 1));
  return (await readAgencyTexts(db, language, row ?? { paymentInstructions: null, footer: null })).paymentInstructionsFor;
}

/**
 * What every printed document says of the agency, for a reader of `language` (its payment instructions and footer);
 * without a legal name, the app's sender name (MAIL_FROM).
 */
export async function loadDocumentAgency(
  deps: Pick<AppDeps, 'database' | 'env'>,
  language: Language,
): Promise<{ agency: DocumentAgency; paymentInstructionsFor: PaymentInstructionsFor; footer: string | null; defaultCurrency: Currency }> {
  const row = await readAgencyRow(deps.database.db);
  const texts = await readAgencyTexts(deps.database.db, language, row);
  const sender = /^\s*"?([^"<]+?)"?\s*</.exec(deps.env.MAIL_FROM)?.[1] ?? new URL(deps.env.APP_URL).hostname;
  return {
    agency: {
      legalName: row.legalName ?? sender,
      address: row.address,
      taxId: row.taxId,
      email: row.email,
      phone: row.phone,
      website: row.website,
      logo: row.logo && row.logoContentType ? { bytes: row.logo, contentType: row.logoContentType as 'image/png' | 'image/jpeg' } : null,
    },
    ...texts,
    defaultCurrency: row.defaultCurrency as Currency,
  };
}

/** What a printed invoice or credit note says of its client; one deleted since prints with a blank name and no details. */
export async function loadDocumentClient(db: DbOrTx, clientId: string): Promise<DocumentClient> {
  const [row] = await db
    .select({
      name: clients.name,
      contactPerson: clients.contactPerson,
      email: clients.email,
      billingAddress: clients.billingAddress,
      taxId: clients.taxId,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row ?? { name: '', contactPerson: null, email: null, billingAddress: null, taxId: null };
}
