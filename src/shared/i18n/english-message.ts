/**
 * A schema's message as an English reader reads it, without the server's or the browser's translator: for the shared
 * schemas' own tests, whose messages are keys or keyed texts (keyed-text.ts). Plain placeholders only, as these
 * messages have.
 */
import validation from './catalogs/en/validation.json';
import { translateKeyedText, type Values } from './keyed-text';

const catalog = validation as Record<string, string>;
const has = (key: string) => Object.hasOwn(catalog, key);
const fill = (key: string, values: Values = {}) => catalog[key]!.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

export function englishMessage(message: string): string {
  return has(message) ? fill(message) : (translateKeyedText(message, has, fill) ?? message);
}
