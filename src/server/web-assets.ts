/** The built front end as the server needs it: the two HTML pages, and the hash of the one inline script. */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface WebAssets {
  root: string;
  indexHtml: string;
  /** The prerendered public page; null in a build without it (the SPA then renders it). */
  landingHtml: string | null;
  /** CSP source that allows the inlined theme-init script and nothing else inline. */
  inlineScriptSources: string[];
}

export function loadWebAssets(root: string): WebAssets {
  const file = (name: string) => path.join(root, name);
  const themeInit = existsSync(file('theme-init.js')) ? readFileSync(file('theme-init.js'), 'utf8') : null;
  return {
    root,
    indexHtml: readFileSync(file('index.html'), 'utf8'),
    landingHtml: existsSync(file('landing.html')) ? readFileSync(file('landing.html'), 'utf8') : null,
    inlineScriptSources: themeInit ? [`'sha256-${createHash('sha256').update(themeInit).digest('base64')}'`] : [],
  };
}
