/** The built front end as the server needs it: the HTML pages, and the hash of the one inline script. */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@shared/i18n/languages';

export interface WebAssets {
  root: string;
  indexHtml: string;
  /** The prerendered public page; null in a build without it (the SPA then renders it). */
  landingHtml: string | null;
  /** The same page prerendered in each language (landing-es.html, landing-de.html); English is `landingHtml`. */
  landingHtmlIn: Record<Exclude<Language, 'en'>, string | null>;
  /** CSP source that allows the inlined theme-init script and nothing else inline. */
  inlineScriptSources: string[];
}

export function loadWebAssets(root: string): WebAssets {
  const file = (name: string) => path.join(root, name);
  const optional = (name: string) => (existsSync(file(name)) ? readFileSync(file(name), 'utf8') : null);
  const themeInit = existsSync(file('theme-init.js')) ? readFileSync(file('theme-init.js'), 'utf8') : null;
  return {
    root,
    indexHtml: readFileSync(file('index.html'), 'utf8'),
    landingHtml: optional('landing.html'),
    landingHtmlIn: { es: optional('landing-es.html'), de: optional('landing-de.html') },
    inlineScriptSources: themeInit ? [`'sha256-${createHash('sha256').update(themeInit).digest('base64')}'`] : [],
  };
}
