/**
 * Queries whose SQL never changes, built once per database. Drizzle builds a query's text at every execute, which
 * for the dashboard's statements was more of a request's CPU than reading their rows; a prepared one is built once
 * and sent by name, so PostgreSQL also parses it once per connection (PGlite ignores the name). What varies between
 * calls is a placeholder (sql.placeholder), filled at execute.
 */
import type { Db } from './client';

export function preparedPerDatabase<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
