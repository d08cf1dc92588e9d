/**
 * Who reads which language (docs/i18n.md):
 * - an API answer (its error and field messages) follows the request's Accept-Language, which the portal sets to the
 *   language it shows, so a person reads errors in the language of their screen;
 * - what is sent to a client company (documents, e-mails, reminders) follows the company's language and locale;
 * - what is sent to a person follows their own choice, else their company's (client users), else English.
 */
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  isLocale,
  languageFromAcceptLanguage,
  localeFor,
  type Language,
  type Locale,
} from '@shared/i18n/languages';
import type { Db } from './db/client';
import { clients, users } from './db/schema';

export interface Reader {
  language: Language;
  locale: Locale;
}

export function requestLanguage(c: Context): Language {
  return languageFromAcceptLanguage(c.req.header('accept-language'));
}

function readerOf(language: string | null | undefined, locale: string | null | undefined): Reader {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return { language: lang, locale: localeFor(lang, locale) };
}

/** The reader of what is sent to a client company. */
export async function clientReader(db: Db, clientId: string): Promise<Reader> {
  const [row] = await db.select({ language: clients.language, locale: clients.locale }).from(clients).where(eq(clients.id, clientId));
  return readerOf(row?.language, row?.locale);
}

/** A person's own choice and their company's (null for staff), as a query joining users to clients reads them. */
export interface UserLanguageRow {
  language: string | null;
  locale: string | null;
  clientLanguage: string | null;
  clientLocale: string | null;
}

/**
 * The reader of what is sent to one person, from their row: their own language, else their company's, else English.
 * Pure, so a query that reads many people at once (the recipients of a notification) applies the same rule.
 */
export function readerOfUser(row: UserLanguageRow | undefined): Reader {
  if (row?.language) return readerOf(row.language, row.locale);
  return readerOf(row?.clientLanguage, row?.locale ?? row?.clientLocale);
}

/** The reader of what is sent to one person. */
export async function userReader(db: Db, userId: string): Promise<Reader> {
  const [row] = await db
    .select({ language: users.language, locale: users.locale, clientLanguage: clients.language, clientLocale: clients.locale })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.id, userId));
  return readerOfUser(row);
}

/** What /api/me tells the portal: the person's own choice and what they read in (their company's when they chose none). */
export async function portalLanguage(db: Db, userId: string) {
  const [row] = await db
    .select({ language: users.language, locale: users.locale, clientLanguage: clients.language, clientLocale: clients.locale })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.id, userId));
  const ownLanguage = isLanguage(row?.language) ? row.language : null;
  const ownLocale = ownLanguage && isLocale(row?.locale) ? row.locale : null;
  const language = ownLanguage ?? (isLanguage(row?.clientLanguage) ? row.clientLanguage : null);
  const locale = language ? localeFor(language, ownLanguage ? ownLocale : (row?.clientLocale ?? null)) : null;
  return { ownLanguage, ownLocale, language, locale };
}
