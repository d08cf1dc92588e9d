/**
 * A lint in test form: no write refreshes everything, and no screen writes a query key of its own. Keys come from
 * ./query-keys.ts, and what a write refreshes from ./invalidate.ts.
 */
import { describe, expect, it } from 'vitest';

const KEYS_TABLE = 'lib/query-keys.ts';

// Every source of src/web as text (Vite reads them at build time of the test), tests left out.
const texts = import.meta.glob(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;
// Named from src/web: '../features/x.ts' and, for this folder, './x.ts' (lib/x.ts).
const files = Object.entries(texts).map(([path, text]) => ({ name: path.startsWith('./') ? `lib/${path.slice(2)}` : path.slice(3), text }));

/** `file:line: text` of each line matching `pattern`, outside the files allowed. */
function offences(pattern: RegExp, allowed: string[] = []): string[] {
  return files
    .filter((file) => !allowed.includes(file.name))
    .flatMap((file) => file.text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${file.name}:${i + 1}: ${line.trim()}`] : [])));
}

describe('query keys and invalidation in src/web', () => {
  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => file.name === KEYS_TABLE)).toBe(true);
  });

  it('has no bare invalidateQueries() (it refetches every query of the app)', () => {
    expect(offences(/invalidateQueries\(\s*\)/)).toEqual([]);
  });

  it('has no invalidation by a predicate alone (one that matches all but a few is the same as none)', () => {
    // The one allowed: after a gap in the live stream every live query refetches (live-reactions.ts).
    expect(offences(/invalidateQueries\(\{\s*predicate/, ['lib/live-reactions.ts'])).toEqual([]);
  });

  it('writes no query key inline: each comes from the keys table', () => {
    // `queryKey: [` with a string or a spread of a constant, and key constants or factories built from literals.
    expect(offences(/queryKey:\s*\[/, [KEYS_TABLE, 'lib/list-query.ts'])).toEqual([]);
    expect(offences(/(_KEY|(?<!mutation)Key)\s*=\s*(\([^)]*\)\s*=>\s*)?\[\s*['"]/, [KEYS_TABLE])).toEqual([]);
  });
});
