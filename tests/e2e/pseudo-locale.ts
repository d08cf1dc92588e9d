/**
 * The pseudo-locale's check (src/shared/i18n/pseudo.ts): in it every catalog text has its vowels accented, so a word
 * on screen with a plain vowel (a, e, i, o, u, y) did not come from a catalog, unless it is the data's own (a client's
 * name, a task's title: any word of the API's answers this page was given, or the start of one cut short with '…'), a
 * name the browser formats (a month, a weekday, a currency's symbol: they follow the locale, not a catalog), or inside
 * an element marked translate="no" (the agency's name) or with a `lang` of its own (a language's own name).
 */
import type { Page, Response } from '@playwright/test';

/** Turns the pseudo-locale on or off for the page's next loads (the portal reads the switch when it starts). */
export async function usePseudoLocale(page: Page, on: boolean): Promise<void> {
  await page.evaluate((value) => (value ? localStorage.setItem('i18n.pseudo', '1') : localStorage.removeItem('i18n.pseudo')), on);
}

/** Collects every word of the API's JSON answers the page receives: the data a screen may show as it is. */
export function dataWords(page: Page): Set<string> {
  const words = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') for (const word of value.match(/\p{L}+/gu) ?? []) words.add(word);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  page.on('response', (response: Response) => {
    if (!response.url().includes('/api/') || !response.headers()['content-type']?.includes('json')) return;
    response.json().then(collect, () => {});
  });
  return words;
}

/** The words on screen (text, labels, placeholders) that no catalog gave (runs in the browser). */
export function wordsOutsideCatalogs(known: string[]): string[] {
  const data = new Set(known);
  // Month and weekday names in the pseudo-locale's formats (English's), long and short: 2026-01-04 is a Sunday.
  const names = (options: Intl.DateTimeFormatOptions, days: number[]) =>
    days.flatMap((day) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(day).match(/\p{L}+/gu) ?? []);
  const months = Array.from({ length: 12 }, (_, month) => Date.UTC(2026, month, 1));
  const weekdays = Array.from({ length: 7 }, (_, day) => Date.UTC(2026, 0, 4 + day));
  for (const word of [
    ...names({ month: 'long' }, months),
    ...names({ month: 'short' }, months),
    ...names({ weekday: 'long' }, weekdays),
    ...names({ weekday: 'short' }, weekdays),
  ]) {
    data.add(word);
  }
  const words = [...data];
  const plain = (word: string, cut: boolean) =>
    /[aeiouyAEIOUY]/.test(word) && !data.has(word) && !/^[A-Z]{1,3}$/.test(word) && !(cut && words.some((known) => known.startsWith(word)));
  const found = new Map<string, string>();
  const check = (text: string, where: Element) => {
    // Marked as not to be translated (the agency's name), or as written in a language of its own (a language's name).
    if (where.closest('[translate="no"], body [lang]')) return;
    for (const match of text.matchAll(/\p{L}+/gu)) {
      const word = match[0];
      if (!plain(word, text[match.index + word.length] === '…')) continue;
      const context = (where.closest('button, a, label, th, td, li, p, h1, h2, h3, [role]')?.textContent ?? text).trim().slice(0, 80);
      found.set(word, `"${word}" in <${where.tagName.toLowerCase()}> "${context}"`);
    }
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) || !parent.checkVisibility()) continue;
    check(node.textContent ?? '', parent);
  }
  for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
    if (!el.checkVisibility()) continue;
    for (const name of ['placeholder', 'aria-label', 'title']) check(el.getAttribute(name) ?? '', el);
  }
  return [...found.values()];
}
