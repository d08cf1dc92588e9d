import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { lookup } from './lookup';
import * as schema from './schema';

const { clientRequests: r, tasks, users } = schema;
// Never connects: only builds SQL.
const db = drizzle(new pg.Pool(), { schema });

describe('lookup', () => {
  it('reads the referenced record as one JSON object by its id, both sides qualified, with literal keys', () => {
    const query = db
      .select({ id: r.id, author: lookup(users, r.createdById, { id: users.id, firstName: users.firstName }) })
      .from(r)
      .toSQL();
    expect(query.sql).toBe(
      `select "id", (select json_build_object('id', "users"."id", 'firstName', "users"."first_name") from "users" where "users"."id" = "client_requests"."created_by_id") from "client_requests"`,
    );
    expect(query.params).toEqual([]);
  });

  it('refuses a table looking itself up (the inner name would hide the outer row)', () => {
    expect(() => lookup(tasks, tasks.projectId, { id: tasks.id })).toThrow(/cannot look itself up/);
  });
});
