/**
 * Runs after `vite build` (`npm run build`), and shapes the two HTML pages for a fast first paint:
 *  - landing.html gets the landing page rendered into it, once per language (landing.html, landing-es.html,
 *    landing-de.html, each with its <html lang>, title, description and hreflang links; visitors and search engines get
 *    the whole page before any script runs), its stylesheet inlined, and its hydration script started only after the first paint, by
 *    /landing-boot.js, so on a slow connection the text and styles get the bandwidth first;
 *  - index.html preloads the chunk every portal screen shares, alongside its entry;
 *  - both pages get theme-init.js inlined (it must run before the first paint; inline saves a round trip). The
 *    server allows exactly that script in its Content-Security-Policy by its SHA-256 hash (src/server/web-assets.ts);
 *  - Scalar's standalone bundle is copied in as /api-reference.js, the script of the API reference at /api/docs
 *    (src/server/openapi/reference.ts): served from this origin, so the page loads nothing from a CDN;
 *  - Vite's manifest leaves the served folder for dist/web-manifest.json (the benchmark reads it; visitors need not).
 */
import { copyFileSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { renderToString } from 'react-dom/server';
import { CATALOG_DIR } from '@shared/i18n/catalog-files';
import { LANGUAGES, type Language } from '@shared/i18n/languages';
import { pageDescription, pageTitle } from '@web/features/landing/content';
import { LandingPage } from '@web/features/landing/landing-page';
import { activateLanguage, loadMessages } from '@web/lib/i18n';
import { t } from '@web/lib/messages/landing';

const WEB = 'dist/web';
/** Vite's manifest (build.manifest), moved next to the served folder rather than in it: only the benchmark
 *  (bench/front-end.ts) reads it. */
const MANIFEST = 'dist/web-manifest.json';
const MARKER = '<!--landing-->';
const THEME_TAG = '<script src="/theme-init.js"></script>';

function fail(message: string): never {
  console.error(`postbuild: ${message}`);
  process.exit(1);
}

function read(file: string): string {
  try {
    return readFileSync(path.join(WEB, file), 'utf8');
  } catch {
    return fail(`${WEB}/${file} not found; run \`vite build\` first.`);
  }
}

/** Replaces exactly one occurrence, or stops the build: a silent miss would ship a slower or broken page. */
function replaceOnce(html: string, find: string | RegExp, by: (match: string) => string, what: string): string {
  const match = typeof find === 'string' ? (html.includes(find) ? find : null) : html.match(find)?.[0];
  if (!match) fail(`${what}: not found.`);
  const at = html.indexOf(match);
  // Splice rather than String.replace, whose `$&`-style patterns would garble text containing a dollar sign.
  return html.slice(0, at) + by(match) + html.slice(at + match.length);
}

const themeInit = read('theme-init.js');
const inlineTheme = (html: string, page: string) =>
  replaceOnce(html, THEME_TAG, () => `<script>${themeInit}</script>`, `${page}: theme-init tag`);

// The portal. Every screen but the not-found one imports the chunk of shared components (`common`, vite.config.ts):
// fetched with the entry rather than once the entry has run and asked for the screen, one wave of downloads less.
const manifest = JSON.parse(read('.vite/manifest.json')) as Record<string, { file: string; name?: string; isEntry?: boolean }>;
const common = Object.values(manifest).find((chunk) => chunk.name === 'common' && !chunk.isEntry);
if (!common) fail('the manifest has no `common` chunk; see codeSplitting in vite.config.ts.');
let portal = inlineTheme(read('index.html'), 'index.html');
portal = replaceOnce(
  portal,
  '</head>',
  (end) => `  <link rel="modulepreload" crossorigin href="/${common.file}">\n  ${end}`,
  'index.html: </head>',
);
writeFileSync(path.join(WEB, 'index.html'), portal);

// The public landing page, once per language: /, /es/ and /de/ (src/server/app.ts), each naming the others.
const LANDING_PAGES: Record<Language, string> = { en: 'landing.html', es: 'landing-es.html', de: 'landing-de.html' };
const LANDING_PATHS: Record<Language, string> = { en: '/', es: '/es/', de: '/de/' };
const hreflangLinks = [
  ...LANGUAGES.map((language) => `<link rel="alternate" hreflang="${language}" href="${LANDING_PATHS[language]}">`),
  `<link rel="alternate" hreflang="x-default" href="/">`,
].join('\n    ');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The language's landing catalog, compiled as the build compiles it (scripts/vite-i18n.ts). */
function landingCatalog(language: Language) {
  const messages = JSON.parse(readFileSync(path.join(CATALOG_DIR, language, 'landing.json'), 'utf8')) as Record<string, string>;
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]));
}

const landingTemplate = inlineTheme(read('landing.html'), 'landing.html');
const landingSizes: string[] = [];
for (const language of LANGUAGES) {
  loadMessages(language, 'landing', landingCatalog(language));
  await activateLanguage(language, { audience: 'landing' });
  let landing = landingTemplate;
  landing = replaceOnce(landing, '<html lang="en">', () => `<html lang="${language}">`, 'landing.html: <html lang>');
  landing = replaceOnce(landing, /<title>[^<]*<\/title>/, () => `<title>${escapeHtml(t(pageTitle))}</title>`, 'landing.html: <title>');
  landing = replaceOnce(
    landing,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    () => `<meta name="description" content="${escapeHtml(t(pageDescription))}" />`,
    'landing.html: meta description',
  );
  landing = replaceOnce(landing, '</head>', (end) => `  ${hreflangLinks}\n  ${end}`, 'landing.html: </head>');
  landing = replaceOnce(landing, MARKER, () => renderToString(<LandingPage />), 'landing.html: <!--landing--> marker');
  landing = replaceOnce(
    landing,
    /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/,
    (tag) => `<style>${read(tag.match(/href="\/([^"]+)"/)![1]!)}</style>`,
    'landing.html: stylesheet',
  );
  landing = landing.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  landing = replaceOnce(
    landing,
    /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/,
    (tag) => `<script src="/landing-boot.js" data-entry="${tag.match(/src="([^"]+)"/)![1]}" defer></script>`,
    'landing.html: entry script',
  );
  writeFileSync(path.join(WEB, LANDING_PAGES[language]), landing);
  landingSizes.push(`${LANDING_PAGES[language]} ${(landing.length / 1024).toFixed(1)} KB`);
}
await activateLanguage('en', { audience: 'landing' });

// The package exports no path to its browser bundle; it sits beside the entry point.
const scalarEntry = fileURLToPath(import.meta.resolve('@scalar/api-reference'));
copyFileSync(path.join(path.dirname(scalarEntry), 'browser/standalone.js'), path.join(WEB, 'api-reference.js'));

try {
  renameSync(path.join(WEB, '.vite/manifest.json'), MANIFEST);
} catch {
  fail(`${WEB}/.vite/manifest.json not found; vite.config.ts must keep build.manifest on.`);
}
rmSync(path.join(WEB, '.vite'), { recursive: true, force: true });
console.log(`postbuild: landing pages prerendered (${landingSizes.join(', ')}), theme-init inlined in every page`);
