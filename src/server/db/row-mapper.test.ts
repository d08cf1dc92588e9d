import * as orm from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withCompiledRows } from './row-mapper';
import { tasks } from './schema';
import { joinTaskRefs, taskListColumns } from './task-rows';

type MapResultRow = (fields: unknown, row: unknown[], joinsNotNullableMap: Record<string, boolean>) => unknown;
// drizzle's own row mapping, exported at run time though its types leave it out.
const { mapResultRow } = orm as unknown as { mapResultRow: MapResultRow };

interface Internals {
  fields: unknown;
  joinsNotNullableMap: Record<string, boolean>;
  customResultMapper: (rows: unknown[][]) => unknown[];
}

// Prepared, never executed: no connection is made.
const db = drizzle(new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' }));

const row = (overrides: Record<number, unknown>) =>
  Array.from({ length: 19 }, (_, i) => (i in overrides ? overrides[i] : `v${i}`)).map((v, i) =>
    (i === 17 || i === 18) && v !== null ? '2026-11-24 10:00:00+00' : v,
  );

describe('withCompiledRows', () => {
  it('maps rows exactly as drizzle does, a left-joined object that found no row included', () => {
    const query = joinTaskRefs(db.select(taskListColumns).from(tasks).$dynamic())
      .where(sql`true`)
      .prepare('row_mapper_test');
    const { fields, joinsNotNullableMap } = query as unknown as Internals;
    const rows = [
      row({}),
      row({ 10: null, 11: null, 12: null, 13: null, 14: null, 15: null, 16: null, 5: null, 7: null }),
      row({ 11: null }),
    ];
    const compiled = (withCompiledRows(query) as unknown as Internals).customResultMapper(rows);
    expect(compiled).toEqual(rows.map((r) => mapResultRow(fields, r, joinsNotNullableMap)));
    expect(compiled[1]).toMatchObject({ project: null, milestone: null, assignedTo: null });
    expect((compiled[0] as { createdAt: Date }).createdAt).toBeInstanceOf(Date);
  });
});
