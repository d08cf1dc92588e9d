/**
 * The message catalogs in the browser build (docs/i18n.md):
 * - English, imported by each namespace's module, goes in the same file as the screens that use it, so a screen's
 *   first load carries its own words and no others;
 * - another language is one file per audience, `virtual:i18n-catalog/<language>/<client|staff>`, loaded when a person
 *   switches to it: a client's portal file holds only the namespaces a client can reach. It holds each namespace's
 *   messages as a list in the order of English's keys, without the keys (the browser already has them with English),
 *   which makes the file about 40% smaller;
 * - the landing page's words, in every language, are one object of keys and messages (the page bundles no English).
 * The build compiles every message to Lingui's compiled form, so the browser needs no message parser. In development
 * and tests the messages stay as written and Lingui compiles them as they are used.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { CATALOG_DIR, inCatalogFor, type CatalogAudience } from '../src/shared/i18n/catalog-files';
import { browserKeys } from './catalog-keys';

const VIRTUAL = 'virtual:i18n-catalog/';
const CATALOG_FILE = new RegExp(`${CATALOG_DIR.replaceAll('/', '[\\\\/]')}[\\\\/]\\w+[\\\\/][\\w-]+\\.json$`);

function compiled(messages: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]));
}

export function i18nCatalogs(): Plugin {
  let build = false;
  let root = process.cwd();
  return {
    name: 'i18n-catalogs',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
      root = config.root;
    },
    resolveId(source) {
      return source.startsWith(VIRTUAL) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const [language = '', audience] = id.slice(VIRTUAL.length + 1).split('/');
      const folder = path.join(root, CATALOG_DIR, language);
      const read = (lang: string, file: string) => {
        this.addWatchFile(path.join(root, CATALOG_DIR, lang, file));
        const messages = JSON.parse(readFileSync(path.join(root, CATALOG_DIR, lang, file), 'utf8')) as Record<string, string>;
        return build ? compiled(messages) : messages;
      };
      const files = readdirSync(folder).filter(
        (f) => f.endsWith('.json') && inCatalogFor(f.slice(0, -'.json'.length), audience as CatalogAudience),
      );
      if (audience === 'landing') return `export default ${JSON.stringify(Object.assign({}, ...files.map((f) => read(language, f))))};`;
      // { namespace: [messages in English's key order] }: the keys come from English (src/web/lib/i18n.ts). A key the
      // audience's browser code never names is null: a client's file carries no staff-only words, and no file carries
      // what only the server words.
      const named = browserKeys(root)[audience as 'client' | 'staff'];
      const packed = Object.fromEntries(
        files.map((file) => {
          const messages = read(language, file);
          const english = JSON.parse(readFileSync(path.join(root, CATALOG_DIR, 'en', file), 'utf8')) as Record<string, string>;
          return [file.slice(0, -'.json'.length), Object.keys(english).map((key) => (named.has(key) ? (messages[key] ?? null) : null))];
        }),
      );
      return `export default ${JSON.stringify(packed)};`;
    },
    // An English catalog imported by a screen: compiled, and still JSON for Vite's own JSON step after this one.
    transform(code, id) {
      if (!build || !CATALOG_FILE.test(id)) return null;
      return { code: JSON.stringify(compiled(JSON.parse(code) as Record<string, string>)), map: null };
    },
  };
}
