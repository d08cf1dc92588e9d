/**
 * Rollback tests for "every write of more than one row in one transaction" (docs/decisions/0032-every-write-whole.md):
 * the database is made to refuse one kind of activity entry (a trigger), the route is called, and the row it would
 * have written before that entry must not be there.
 */
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '@server/db/client';
import type { TestApp } from '../support/harness';

/** Runs `call` while inserting the activity entry `action` fails; the trigger is gone again afterwards. */
export async function withActivityRefused<T>(t: TestApp, action: string, call: () => Promise<T>): Promise<T> {
  await t.database.exec(`
    create or replace function refuse_for_test() returns trigger language plpgsql as $$
      begin raise exception 'activity entry refused by the test'; end $$;
    create trigger refuse_for_test before insert on activity_log for each row
      when (new.action = '${action.replace(/'/g, "''")}') execute function refuse_for_test();`);
  try {
    return await call();
  } finally {
    await t.database.exec('drop trigger if exists refuse_for_test on activity_log');
  }
}

/** The route answers the failure as an error of ours (500), never as a success. */
export function expectFailed(res: { status: number; text: string }) {
  expect(res.status, res.text).toBe(500);
}

export async function one<T>(t: TestApp, query: SQL): Promise<T | undefined> {
  return (await queryRows<T>(t.database.db, query))[0];
}

export async function countOf(t: TestApp, query: SQL): Promise<number> {
  return Number((await one<{ n: number }>(t, query))!.n);
}

/** How many entries of `action` the activity log holds (about `entityId` when given). */
export const entries = (t: TestApp, action: string, entityId?: string) =>
  countOf(
    t,
    sql`select count(*)::int as n from activity_log where action = ${action} and (${entityId ?? null}::uuid is null or entity_id = ${entityId ?? null}::uuid)`,
  );
