/**
 * Which catalog keys the browser's code names, and which of them a client user's screens may show: the build leaves
 * the others out of a language's file (scripts/vite-i18n.ts), so a client's portal loads its own words and not the
 * staff's. A key counts as named where its text is quoted in a source file, as the catalog checks read it
 * (tests/lint/i18n-catalogs.test.ts); the server's code words its own texts and names none for the browser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOG_DIR } from '../src/shared/i18n/catalog-files';
import { STAFF_ONLY_SOURCES } from '../src/shared/i18n/staff-only-sources';

/** The browser's source folders: the web app and the code it shares with the server. */
const BROWSER_SOURCES = ['src/web', 'src/shared'];

function sourceFiles(root: string, folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return file === CATALOG_DIR ? [] : sourceFiles(root, file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

export const staffOnly = (file: string) =>
  STAFF_ONLY_SOURCES.some((source) => (source.endsWith('/') ? file.startsWith(source) : file === source));

export interface BrowserKeys {
  /** Named anywhere in the browser's code: a staff member's file. */
  staff: Set<string>;
  /** Named in browser code a client user may run: a client's file. */
  client: Set<string>;
}

export function browserKeys(root: string): BrowserKeys {
  const keys: BrowserKeys = { staff: new Set(), client: new Set() };
  for (const file of BROWSER_SOURCES.flatMap((folder) => sourceFiles(root, folder))) {
    const named = [...readFileSync(path.join(root, file), 'utf8').matchAll(/['"`]([\w-]+\.[\w.-]+)['"`]/g)].map((m) => m[1]!);
    for (const key of named) keys.staff.add(key);
    if (!staffOnly(file)) for (const key of named) keys.client.add(key);
  }
  return keys;
}
