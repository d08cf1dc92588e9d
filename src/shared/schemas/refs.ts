/** Reply parts many answers share: a person or a record named in a row, and a page of a list. */
import { z } from 'zod';

export const PersonRef = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).meta({ id: 'PersonRef' });
export type PersonRef = z.infer<typeof PersonRef>;

/** A record shown by its name in another record's row (a task's client, project or milestone). */
export const NamedRef = z.object({ id: z.string(), name: z.string() }).meta({ id: 'NamedRef' });
export type NamedRef = z.infer<typeof NamedRef>;

/** When a record was made and last changed (ISO strings), spread into the replies that show both. */
export const timestamps = { createdAt: z.string(), updatedAt: z.string() };

/** One page of a list: `{ items, total, page, pageSize }` (50 a page by default, 200 at most). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}

/** A page of T, for code that builds pages of rows whose schema it does not hold (src/server/db/paging.ts). */
export type Page<T> = Omit<z.infer<ReturnType<typeof pageOf>>, 'items'> & { items: T[] };
