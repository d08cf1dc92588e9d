/**
 * The words of every screen (docs/i18n.md). Each namespace's module registers its English messages when a screen
 * imports it and gets a `t` typed to its keys; another language is loaded as one file when a person switches to it,
 * and the app renders again. A key the loaded language lacks falls back to English (the checks in tests/lint keep
 * every catalog complete, so that is only ever a moment while a file loads).
 *
 * Formatting (dates, amounts) follows `activeLocale()`: the person's locale, else their language's default.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, languageOf, type Language } from '@shared/i18n/languages';
import type { CatalogAudience } from '@shared/i18n/catalog-files';

type Values = Record<string, unknown>;

/** The pseudo-locale's tag: accented, longer English, for the checks that every text comes from a catalog. */
export const PSEUDO = 'en-XA';

const english: Messages = {};
const i18n = setupI18n({ locale: 'en', messages: { en: english } });

let state = { language: 'en' as Language, locale: DEFAULT_LOCALE.en as string, pseudo: false };
const listeners = new Set<() => void>();

// The pseudo-locale's code loads only when a check turns it on: no visitor pays for it.
let pseudoMessage: ((message: unknown) => unknown) | undefined;

function pseudoOf(messages: Messages): Messages {
  // The build compiles the catalogs; in development they are as written and are compiled here first (the build leaves
  // this branch, and the compiler with it, out).
  const compiled = (message: unknown) => (import.meta.env.DEV && typeof message === 'string' ? compileMessage(message) : message);
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, pseudoMessage!(compiled(message))])) as Messages;
}

/** Each registered namespace's keys in English's order: a language's file lists its messages in that order. */
const namespaceKeys = new Map<string, string[]>();
/** The portal's language files loaded so far: per namespace, the messages in English's key order. */
type Packed = Record<string, unknown[]>;
const packedFiles = new Map<Language, Packed>();

function loadPacked(language: Language, namespaceName: string, keys: string[], packed: Packed) {
  const messages = packed[namespaceName];
  // Lists and keys pair up only when both come from the same English catalog (a build's always do).
  if (messages?.length !== keys.length) return;
  i18n.load(language, Object.fromEntries(keys.flatMap((key, at) => (messages[at] == null ? [] : [[key, messages[at]]]))) as Messages);
}

/** Registers a namespace's English messages and returns `t` for its keys. */
export function namespace<M extends Record<string, string>>(messages: M): (key: keyof M & string, values?: Values) => string {
  Object.assign(english, messages);
  const keys = Object.keys(messages);
  const namespaceName = keys[0]?.split('.')[0];
  if (namespaceName) {
    namespaceKeys.set(namespaceName, keys);
    // A screen loaded after its language's file: its words are in that file already.
    for (const [language, packed] of packedFiles) loadPacked(language, namespaceName, keys, packed);
  }
  if (state.pseudo) i18n.load(PSEUDO, pseudoOf(messages));
  return t;
}

const reported = new Set<string>();

/** A message in the active language, English when the loaded catalog lacks it. */
export function t(key: string, values?: Values): string {
  // Said on the console, which the end-to-end walks fail on: a screen in Spanish or German shows an English text
  // because its audience's file left the key out (scripts/catalog-keys.ts) or the key is new.
  if (state.language !== 'en' && !state.pseudo && !(key in i18n.messages) && !reported.has(key)) {
    reported.add(key);
    console.error(`No ${state.language} message for "${key}": it shows in English`);
  }
  // The English fallback is compiled in the build (scripts/vite-i18n.ts), raw in development: Lingui takes both.
  return i18n._(key, values, { message: english[key] as string | undefined });
}

/** Marks a key kept for later (a constant's label): `t(item.label)` translates it when the screen renders. */
export function msg<K extends string>(key: K): K {
  return key;
}

const loaders: Record<Exclude<Language, 'en'>, Record<CatalogAudience, () => Promise<{ default: Messages | Packed }>>> = {
  es: {
    client: () => import('virtual:i18n-catalog/es/client'),
    staff: () => import('virtual:i18n-catalog/es/staff'),
    landing: () => import('virtual:i18n-catalog/es/landing'),
  },
  de: {
    client: () => import('virtual:i18n-catalog/de/client'),
    staff: () => import('virtual:i18n-catalog/de/staff'),
    landing: () => import('virtual:i18n-catalog/de/landing'),
  },
};

/**
 * Loads a language's messages given directly rather than by its file: the landing page's prerender in Node
 * (scripts/postbuild.tsx), where the build's virtual catalog files do not exist. The next `activateLanguage` of that
 * language then finds them loaded.
 */
export function loadMessages(language: Language, audience: CatalogAudience, messages: Messages): void {
  preloaded.add(`${language}/${audience}`);
  i18n.load(language, messages);
}
const preloaded = new Set<string>();

/**
 * Switches the interface to a language (and the locale dates and amounts follow): loads its one file for the
 * person's audience, then every screen renders again. `pseudo` shows the pseudo-locale instead (the checks' run).
 */
export async function activateLanguage(
  language: Language,
  options: { locale?: string | null; audience: CatalogAudience; pseudo?: boolean },
): Promise<void> {
  const pseudo = options.pseudo ?? false;
  if (pseudo) {
    pseudoMessage ??= (await import('@shared/i18n/pseudo')).pseudoMessage;
    i18n.load(PSEUDO, pseudoOf(english));
    i18n.activate(PSEUDO);
  } else if (language === 'en') {
    i18n.activate('en');
  } else {
    if (!preloaded.has(`${language}/${options.audience}`)) {
      const file = (await loaders[language][options.audience]()).default;
      if (options.audience === 'landing') i18n.load(language, file as Messages);
      else {
        packedFiles.set(language, { ...packedFiles.get(language), ...(file as Packed) });
        for (const [namespaceName, keys] of namespaceKeys) loadPacked(language, namespaceName, keys, file as Packed);
      }
      preloaded.add(`${language}/${options.audience}`);
    }
    i18n.activate(language);
  }
  // Any locale of the language formats (a browser's en-AU too); none: the language's default.
  const locale = options.locale && languageOf(options.locale) === language ? options.locale : DEFAULT_LOCALE[language];
  state = { language, locale, pseudo };
  if (typeof document !== 'undefined') document.documentElement.lang = pseudo ? PSEUDO : language;
  for (const listener of listeners) listener();
}

export function activeLanguage(): Language {
  return state.language;
}

/** The locale every formatter uses unless told otherwise. */
export function activeLocale(): string {
  return state.locale;
}

/** For useSyncExternalStore: the app renders again when the language changes. */
export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function languageSnapshot(): string {
  return `${state.language}|${state.locale}|${state.pseudo}`;
}
