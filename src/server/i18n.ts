/**
 * The server's words: e-mails, documents (PDF), error and validation messages, notifications (docs/i18n.md). All
 * catalogs are read once at start; `translator(language)` gives `t` for one reader's language, English for a key its
 * catalog lacks. What a person reads follows their language; what is sent to a client company follows the company's
 * (src/server/reader-language.ts says who reads what).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { CATALOG_DIR } from '@shared/i18n/catalog-files';
import { LANGUAGES, type Language } from '@shared/i18n/languages';

type Values = Record<string, unknown>;
export type Translate = (key: string, values?: Values) => string;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function readCatalog(language: Language): Record<string, string> {
  const folder = path.join(ROOT, CATALOG_DIR, language);
  const messages: Record<string, string> = {};
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
    Object.assign(messages, JSON.parse(readFileSync(path.join(folder, file), 'utf8')));
  }
  return messages;
}

let instances: Map<Language, { i18n: I18n; t: Translate }> | undefined;
let english: Record<string, string> = {};

function load(): Map<Language, { i18n: I18n; t: Translate }> {
  english = readCatalog('en');
  const map = new Map<Language, { i18n: I18n; t: Translate }>();
  for (const language of LANGUAGES) {
    const i18n = setupI18n({ locale: language, messages: { [language]: language === 'en' ? english : readCatalog(language) } });
    i18n.setMessagesCompiler(compileMessage);
    map.set(language, { i18n, t: (key, values) => i18n._(key, values, { message: english[key] }) });
  }
  return map;
}

/** `t` in one language. */
export function translator(language: Language): Translate {
  instances ??= load();
  return instances.get(language)!.t;
}

/** Whether a key exists (English is the source of every key). */
export function hasMessage(key: string): boolean {
  instances ??= load();
  return Object.hasOwn(english, key);
}
