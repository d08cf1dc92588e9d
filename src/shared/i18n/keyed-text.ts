/**
 * A catalog message with its values, carried as one string where only a string fits (a zod issue's message): the key,
 * then its values as a query string, 'validation.field.required?label=validation.label.title'. The server and the
 * portal translate it when they show it (src/server/errors.ts, src/web/lib/field-message.ts); a value that is itself
 * a catalog key (a field's label) is translated first, so a label reads in the same language as its sentence.
 */
const KEY = /^[a-z][\w-]*(?:\.[\w-]+)+$/i;

export type Values = Record<string, string | number>;

export function keyedText(key: string, values: Values): string {
  const query = new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)]));
  return `${key}?${query.toString()}`;
}

/** The key and values of a keyed text; null for any other text. */
export function parseKeyedText(text: string): { key: string; values: Record<string, string> } | null {
  const at = text.indexOf('?');
  if (at < 0) return null;
  const key = text.slice(0, at);
  if (!KEY.test(key)) return null;
  return { key, values: Object.fromEntries(new URLSearchParams(text.slice(at + 1))) };
}

/** A keyed text in one language, its key-valued values translated too; null when it is not a keyed text of `has`. */
export function translateKeyedText(
  text: string,
  has: (key: string) => boolean,
  t: (key: string, values?: Values) => string,
): string | null {
  const keyed = parseKeyedText(text);
  if (!keyed || !has(keyed.key)) return null;
  const values = Object.fromEntries(Object.entries(keyed.values).map(([name, value]) => [name, has(value) ? t(value) : value]));
  return t(keyed.key, values);
}
