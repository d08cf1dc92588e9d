/**
 * The column mapping a user last imported with, per user, per import kind and per set of headers, kept in this
 * browser (decision 0080): the next file with the same columns opens with that mapping. Nothing here is checked by
 * the server beyond what it checks of any mapping, so a stale or edited entry costs at most a wrong guess.
 */
import type { ColumnMapping, ImportKind } from '@shared/csv-import';

/** Header sets remembered per user and kind; the oldest goes first. */
const KEEP = 20;

const storageKey = (userId: string, kind: ImportKind) => `portal.import-mapping.${userId}.${kind}`;
/** The same columns in any order are the same kind of file. */
const headersKey = (headers: readonly string[]) => JSON.stringify([...headers].sort());

type Remembered = Array<{ headers: string; mapping: ColumnMapping }>;

function read(userId: string, kind: ImportKind): Remembered {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(userId, kind)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Remembered) : [];
  } catch {
    return [];
  }
}

/** The mapping remembered for these headers, if every column it names is still in the file. */
export function rememberedMapping(userId: string, kind: ImportKind, headers: readonly string[]): ColumnMapping | null {
  const entry = read(userId, kind).find((e) => e.headers === headersKey(headers));
  if (!entry || typeof entry.mapping !== 'object' || entry.mapping === null) return null;
  const columns = Object.values(entry.mapping);
  return columns.every((c) => c === null || headers.includes(c)) ? entry.mapping : null;
}

export function rememberMapping(userId: string, kind: ImportKind, headers: readonly string[], mapping: ColumnMapping): void {
  const key = headersKey(headers);
  const entries = [...read(userId, kind).filter((e) => e.headers !== key), { headers: key, mapping }].slice(-KEEP);
  try {
    localStorage.setItem(storageKey(userId, kind), JSON.stringify(entries));
  } catch {
    // Storage full or refused (private mode): the next import guesses again, nothing worse.
  }
}

export const sameMapping = (a: ColumnMapping, b: ColumnMapping) =>
  Object.keys({ ...a, ...b }).every((k) => (a[k] ?? null) === (b[k] ?? null));
