/**
 * The message catalogs are complete and in use (docs/i18n.md): every language holds exactly English's keys, each
 * message compiles and keeps English's placeholders and tags, every key the code names exists, and no catalog keeps a
 * key the code no longer names.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { CATALOG_DIR, NAMESPACES } from '@shared/i18n/catalog-files';
import { STAFF_ONLY_SOURCES } from '@shared/i18n/staff-only-sources';
import { LANGUAGES } from '@shared/i18n/languages';

const ROOT = path.resolve(import.meta.dirname, '../..');
const catalogs = Object.fromEntries(
  LANGUAGES.map((language) => {
    const folder = path.join(ROOT, CATALOG_DIR, language);
    const files = readdirSync(folder).filter((f) => f.endsWith('.json'));
    const namespaces = Object.fromEntries(
      files.map((f) => [f.slice(0, -5), JSON.parse(readFileSync(path.join(folder, f), 'utf8')) as Record<string, string>]),
    );
    return [language, namespaces];
  }),
);
const english = catalogs.en!;
const englishKeys = new Set(Object.values(english).flatMap((messages) => Object.keys(messages)));

/** The placeholders' names and the tags of a message, sorted: what a translation must keep. */
function shape(message: string): string[] {
  const names = new Set<string>();
  const walk = (parts: unknown): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (typeof part === 'string') for (const tag of part.matchAll(/<\/?\w+>/g)) names.add(tag[0]);
      else if (Array.isArray(part)) {
        names.add(String(part[0]));
        if (part[2] && typeof part[2] === 'object') for (const form of Object.values(part[2] as object)) walk(form);
      }
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

/** Every source file that may name a key: the app's code, not its tests or the catalogs. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return full.includes(CATALOG_DIR) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const namespaceNames = Object.keys(english);
const sources = sourceFiles(path.join(ROOT, 'src')).map((file) => readFileSync(file, 'utf8'));
/** Keys the code asks for: `t('ns.key'...)` or `msg('ns.key')` (a key kept for later). */
const asked = new Set(sources.flatMap((code) => [...code.matchAll(/\b(?:t|msg)\(\s*['"]([\w-]+\.[\w.-]+)['"]/g)].map((m) => m[1]!)));
/** Every quoted text in the code: a catalog's key must be one of them. */
const quoted = new Set(sources.flatMap((code) => [...code.matchAll(/['"`]([\w-]+\.[\w.-]+)['"`]/g)].map((m) => m[1]!)));

describe('message catalogs', () => {
  it('every language has the same namespaces as English', () => {
    for (const language of LANGUAGES) expect(Object.keys(catalogs[language]!).sort(), language).toEqual(namespaceNames.sort());
  });

  it("every key starts with its namespace's name", () => {
    const wrong = Object.entries(english).flatMap(([ns, messages]) => Object.keys(messages).filter((k) => !k.startsWith(`${ns}.`)));
    expect(wrong).toEqual([]);
  });

  it('the catalogs hold the namespaces catalog-files.ts lists, and only those', () => {
    expect(namespaceNames.sort()).toEqual([...NAMESPACES].sort());
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${language} has exactly English's keys, with the same placeholders and tags`, () => {
      const problems: string[] = [];
      for (const [ns, messages] of Object.entries(english)) {
        const translated = catalogs[language]![ns] ?? {};
        for (const key of Object.keys(messages)) {
          if (!(key in translated)) problems.push(`missing ${key}`);
          else if (JSON.stringify(shape(translated[key]!)) !== JSON.stringify(shape(messages[key]!))) {
            problems.push(`${key}: ${shape(translated[key]!).join(' ')} vs English ${shape(messages[key]!).join(' ')}`);
          }
        }
        for (const key of Object.keys(translated)) if (!(key in messages)) problems.push(`extra ${key}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('every English message compiles', () => {
    const broken = Object.values(english)
      .flatMap((messages) => Object.entries(messages))
      .filter(([, message]) => {
        try {
          compileMessage(message);
          return false;
        } catch {
          return true;
        }
      });
    expect(broken.map(([key]) => key)).toEqual([]);
  });

  it('every key the code names exists', () => {
    expect([...asked].filter((key) => !englishKeys.has(key))).toEqual([]);
  });

  it('names only files that exist as staff-only sources, so a renamed file is not silently taken for a client one', () => {
    expect(STAFF_ONLY_SOURCES.filter((source) => !existsSync(path.join(ROOT, source)))).toEqual([]);
  });

  it('no catalog keeps a key the code does not name', () => {
    expect([...englishKeys].filter((key) => !quoted.has(key))).toEqual([]);
  });
});
