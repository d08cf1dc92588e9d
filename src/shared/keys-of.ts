/** The keys of a table of our own constants, typed as its keys (Object.keys answers string[] of any object). */
export function keysOf<T extends Record<string, unknown>>(table: T): (keyof T & string)[] {
  return Object.keys(table) as (keyof T & string)[];
}
