import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * How many communications, projects, leads, client requests and quotes there are of each type or status, in the whole agency
 * and per client, kept by statement triggers (migrations 0005, 0035, 0038), as task_tallies is for tasks (decision 0017): the
 * lists' stat cards and totals read a few rows instead of counting up to 200k on every request. `key` is the client
 * id, or NO_TALLY_KEY for the whole agency (leads have no client, so only that slice, as for a quote still on a lead);
 * `value` is the communication's type or the project's, lead's, request's or quote's status.
 */
export const listTallies = pgTable(
  'list_tallies',
  { list: text('list').notNull(), key: uuid('key').notNull(), value: text('value').notNull(), n: integer('n').notNull() },
  (t) => [
    primaryKey({ columns: [t.list, t.key, t.value] }),
    check('list_tallies_list_check', sql`${t.list} in ('communications', 'projects', 'leads', 'requests', 'quotes')`),
  ],
);
