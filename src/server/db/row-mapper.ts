/**
 * Drizzle's row mapping, worked out once per prepared select instead of at every row. Drizzle maps each row by walking
 * its selected fields and asking, field by field, what kind each is (a column, an SQL expression...) and which table a
 * joined object's column comes from; on a tasks list page that was a tenth of the request's CPU, more than the rest of
 * the list's own code. This reads the same field list once, when the statement is prepared, and maps each row by
 * position with the same decoders and the same rule for a left-joined object that found no row (it becomes null).
 */
import { Column, getTableName, is, SQL } from 'drizzle-orm';

interface Field {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** The parts of drizzle's prepared query this reads and sets (drizzle-orm's own, in both the pg and PGlite drivers). */
interface PreparedInternals {
  fields?: Field[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  // An aliased SQL expression or a subquery's: drizzle reads their SQL's decoder.
  const f = field as { sql?: { decoder: Decoder }; _?: { sql: { decoder: Decoder } } };
  return (f._?.sql ?? f.sql)!.decoder;
}

/**
 * The mapping drizzle's mapResultRow does for this field list, as one function. A joined object (a path of two) is
 * null when the first of its columns is null, its table is not inner-joined, and all its columns come from that table.
 */
function compile(fields: Field[], joinsNotNullable: Record<string, boolean> | undefined) {
  const columns = fields.map(({ path, field }) => ({ path, decoder: decoderOf(field) }));
  // The objects that may be nulled: for each, the index of its first column and whether that rule applies at all.
  const nullable = new Map<string, { first: number; table: string | false }>();
  if (joinsNotNullable) {
    fields.forEach(({ path, field }, index) => {
      if (path.length !== 2 || !is(field, Column)) return;
      const table = getTableName(field.table);
      const seen = nullable.get(path[0]!);
      if (!seen) nullable.set(path[0]!, { first: index, table });
      else if (seen.table !== table) seen.table = false;
    });
  }
  const nullables = [...nullable]
    .filter(([, n]) => n.table !== false && !joinsNotNullable![n.table])
    .map(([name, n]) => ({ name, first: n.first }));
  return (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) {
      const { path, decoder } = columns[i]!;
      let node = result;
      for (let p = 0; p < path.length - 1; p++) node = (node[path[p]!] ??= {}) as Record<string, unknown>;
      const raw = row[i];
      node[path[path.length - 1]!] = raw === null ? null : decoder.mapFromDriverValue(raw);
    }
    for (const { name, first } of nullables) if (row[first] === null) result[name] = null;
    return result;
  };
}

/** The prepared select, mapping its rows with a mapper compiled once. */
export function withCompiledRows<Q>(prepared: Q): Q {
  const internals = prepared as unknown as PreparedInternals;
  if (!internals.fields || internals.customResultMapper) return prepared;
  const map = compile(internals.fields, internals.joinsNotNullableMap);
  internals.customResultMapper = (rows) => rows.map(map);
  return prepared;
}
