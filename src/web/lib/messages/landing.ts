import type en from '@shared/i18n/catalogs/en/landing.json';
import type { Messages } from '@lingui/core';
import type { Language } from '@shared/i18n/languages';
import { loadMessages, namespace } from '../i18n';

/**
 * `t` for the 'landing' namespace's keys (src/shared/i18n/catalogs/<language>/landing.json). Unlike the portal's
 * namespaces, English is not bundled with the page: each language's words are one file the page loads before it
 * hydrates, so /es/ and /de/ carry their own words and not English's too (the page's 90 KB script budget).
 */
export const t = namespace({} as typeof en);

/** A key of the landing page's catalog (content.ts keeps them, the components translate them). */
export type LandingKey = keyof typeof en & string;

const files = {
  en: () => import('virtual:i18n-catalog/en/landing'),
  es: () => import('virtual:i18n-catalog/es/landing'),
  de: () => import('virtual:i18n-catalog/de/landing'),
};

/** Loads the page's words in a language (the entry awaits it before hydrating). */
export async function loadLandingWords(language: Language): Promise<void> {
  // The landing page's file is keys and messages (scripts/vite-i18n.ts).
  loadMessages(language, 'landing', (await files[language]()).default as Messages);
}
