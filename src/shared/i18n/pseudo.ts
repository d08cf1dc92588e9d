/**
 * The pseudo-locale: English with its letters accented, about 40% longer and in brackets. A screen read in it shows at
 * once a text that does not come from a catalog (plain English, no brackets) and a layout that breaks when a language
 * runs longer than English (German often does). It works on compiled messages, so placeholders and plurals still work.
 */
const PLAIN = 'aeiouyAEIOUYcnCNsz';
const ACCENTED = 'áéíóúýÁÉÍÓÚÝçñÇÑšž';

function accent(text: string): string {
  // Tags of rich messages (<link>...</link>) keep their names.
  return text.replace(/<\/?\w+>|./gs, (part) => {
    const at = part.length === 1 ? PLAIN.indexOf(part) : -1;
    return at < 0 ? part : ACCENTED[at]!;
  });
}

function letters(message: unknown): number {
  if (typeof message === 'string') return message.replace(/<\/?\w+>|[^\p{L}]/gu, '').length;
  if (Array.isArray(message)) return message.reduce((sum: number, part) => sum + letters(part), 0);
  return 0;
}

const isList = (value: unknown): value is unknown[] => Array.isArray(value);

/** A list of parts: each a text or a placeholder ([name], [name, type] or [name, 'plural', { one: [...], ... }]). */
function accentParts(parts: unknown[]): unknown[] {
  return parts.map((part): unknown => {
    if (typeof part === 'string') return part === '#' ? part : accent(part);
    if (!isList(part)) return part;
    const [name, type, options] = part;
    if (!options || typeof options !== 'object') return part;
    const forms = Object.entries(options).map(([k, v]: [string, unknown]) => [
      k,
      isList(v) ? accentParts(v) : typeof v === 'string' ? accent(v) : v,
    ]);
    return [name, type, Object.fromEntries(forms)];
  });
}

/**
 * The 40% more, as a longer language is longer: its last word runs on by up to 10 letters (as a German compound
 * does), and the rest comes as more words. One unbroken run of 40 tildes after a long sentence is a word no language
 * has, and would fail the layout walk where German wraps.
 */
const RUN = 10;

function padding(count: number): string {
  const runs: string[] = [];
  for (let left = count; left > 0; left -= RUN) runs.push('~'.repeat(Math.min(RUN, left)));
  return runs.join(' ');
}

/** A compiled message (Lingui's form: strings and placeholder arrays) in the pseudo-locale. */
export function pseudoMessage(message: unknown): unknown {
  const parts = isList(message) ? message : [message];
  return ['[', ...accentParts(parts), `${padding(Math.ceil(letters(parts) * 0.4))}]`];
}
