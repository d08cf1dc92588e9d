/**
 * Runs after `vite build`: renders the landing page to HTML and puts it into dist/web/landing.html, so visitors (and
 * search engines) get the full page before any script runs; landing-main.tsx then hydrates it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { LandingPage } from '../src/web/features/landing/landing-page';

const FILE = 'dist/web/landing.html';
const MARKER = '<!--landing-->';

function fail(message: string): never {
  console.error(`prerender-landing: ${message}`);
  process.exit(1);
}

let html: string;
try {
  html = readFileSync(FILE, 'utf8');
} catch {
  fail(`${FILE} not found; run \`vite build\` first (landing.html must be a build input in vite.config.ts).`);
}
const at = html.indexOf(MARKER);
if (at === -1) fail(`${FILE} has no ${MARKER} marker inside #root (already prerendered, or landing.html changed?).`);

const body = renderToString(<LandingPage />);
// Splice rather than String.replace, whose `$&`-style patterns would garble copy that contains a dollar sign.
writeFileSync(FILE, html.slice(0, at) + body + html.slice(at + MARKER.length));
console.log(`prerender-landing: wrote ${FILE} (${(body.length / 1024).toFixed(1)} KB of markup)`);
