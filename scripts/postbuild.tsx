/**
 * Runs after `vite build` (`npm run build`), and shapes the two HTML pages for a fast first paint:
 *  - landing.html gets the landing page rendered into it (visitors and search engines get the whole page before any
 *    script runs), its stylesheet inlined, and its hydration script started only after the first paint, by
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
import { renderToString } from 'react-dom/server';
import { LandingPage } from '@web/features/landing/landing-page';

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

// The public landing page.
let landing = inlineTheme(read('landing.html'), 'landing.html');
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
writeFileSync(path.join(WEB, 'landing.html'), landing);

// The package exports no path to its browser bundle; it sits beside the entry point.
const scalarEntry = fileURLToPath(import.meta.resolve('@scalar/api-reference'));
copyFileSync(path.join(path.dirname(scalarEntry), 'browser/standalone.js'), path.join(WEB, 'api-reference.js'));

try {
  renameSync(path.join(WEB, '.vite/manifest.json'), MANIFEST);
} catch {
  fail(`${WEB}/.vite/manifest.json not found; vite.config.ts must keep build.manifest on.`);
}
rmSync(path.join(WEB, '.vite'), { recursive: true, force: true });
console.log(`postbuild: landing.html prerendered (${(landing.length / 1024).toFixed(1)} KB), theme-init inlined in both pages`);
