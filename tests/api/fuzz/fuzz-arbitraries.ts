/**
 * fast-check arbitraries for the fuzz tests: hostile strings and numbers, wrong JSON types, malformed bodies, garbage
 * ids, and field values that look right (taken from the shared zod schemas and from ids that exist) so that the
 * fuzzer reaches past validation into the services and the SQL.
 */
import fc from 'fast-check';
import type { z } from 'zod';

/** Strings that have broken servers before: SQL and LIKE metacharacters, markup, NUL, odd unicode, path tricks. */
export const META_STRINGS = [
  "' OR '1'='1",
  "'; drop table tasks; --",
  '" OR ""="',
  '%',
  '_',
  '\\',
  '%_\\',
  "O'Brien",
  '$1',
  '?',
  ':id',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '&amp;&lt;',
  '{{7*7}}',
  '${7*7}',
  '\u0000',
  'a\u0000b',
  '\u202eevil',
  '\ud83d\ude00',
  '\ud800',
  'İstanbul',
  'ß',
  '\u0301',
  '\t\n\r',
  ' ',
  '',
  '../../etc/passwd',
  '%00',
  '%zz',
  '\\x00',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  'NaN',
  '-0',
  'Infinity',
  '1e309',
  '-1',
  '0',
  '99999999999999999999999',
  '9007199254740993',
  '0x1F',
  '1.5',
  ' 1 ',
  '1,2',
  'asc;',
  'DESC',
  'x'.repeat(201),
  'y'.repeat(5001),
  '2026-02-31',
  '2026-13-01',
  '0000-00-00',
  '9999-99-99',
  '2026-1-1',
  '00000000-0000-0000-0000-000000000000',
  '------------------------------------',
  'not-a-uuid',
] as const;

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...META_STRINGS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

/** Numbers at and beyond every limit a schema or a PostgreSQL column might have. */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, 1, -0, 0.001, 1.005, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e21, -1e21, 1e308, -1e308, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Number-like text, for query strings and for fields sent as strings. */
export const numberish: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('-1', '0', '1', '2', '200', '201', '1000001', '1e3', '1e309', '-1e309', '1.5', '', ' ', '+5', '0x10'),
  fc.integer().map(String),
  nastyNumber.map(String),
);

/** Any JSON value, biased to the wrong types a field can receive: arrays, null, nested objects, numbers, strings. */
export const junkValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(nastyString, fc.constantFrom('__proto__', 'constructor', 'id')), tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** Bodies that are not JSON at all, or JSON a parser may choke on. */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '{"a" 1}',
    "{'a': 1}",
    '[1,,2]',
    'nul',
    'undefined',
    '{"a":1}}',
    '\u0000',
    '{"__proto__": {"polluted": true}}',
    '"\\ud800"',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    '1e99999',
    '{"a":1,"a":2}',
  ),
  fc.string({ maxLength: 30 }),
  fc.json().map((s) => s.slice(0, Math.max(0, s.length - 1))),
);

/** Ids that cannot name a record: wrong shape, wrong case, injection, a well-formed UUID nobody has. */
export const garbageId: fc.Arbitrary<string> = fc.oneof(
  nastyString,
  fc.uuid(),
  fc.uuid().map((u) => u.toUpperCase()),
  fc.uuid().map((u) => `${u} `),
  fc.stringMatching(/^[0-9a-f-]{36}$/),
  fc.integer().map(String),
);

/** Walks zod's wrappers (optional, nullable, default, pipe) to the type a field really has. */
function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema as unknown as { _zod: { def: Record<string, unknown> } };
  for (let i = 0; i < 10; i++) {
    const def = s._zod.def;
    const inner = (def.innerType ?? (def.type === 'pipe' ? def.in : undefined)) as typeof s | undefined;
    if (!inner) break;
    s = inner;
  }
  return s as unknown as z.ZodType;
}

const defOf = (schema: z.ZodType) => (unwrap(schema) as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;

/** A strict object schema's field names and field schemas (through .refine and .transform wrappers). */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  const def = defOf(schema);
  return (def.shape as Record<string, z.ZodType> | undefined) ?? {};
}

/** The values an enum field accepts (or literals in a union), for inputs that pass validation. */
export function enumValues(schema: z.ZodType): string[] {
  const def = defOf(schema);
  if (def.type === 'enum') return Object.values(def.entries as Record<string, string>);
  if (def.type === 'literal') return (def.values as unknown[]).filter((v): v is string => typeof v === 'string');
  if (def.type === 'union') return (def.options as z.ZodType[]).flatMap(enumValues);
  return [];
}

export type IdPools = Record<string, string[]>;

/** Which pool of existing ids a field's value comes from, by its name in the shared schemas. */
const ID_FIELDS: Record<string, string> = {
  clientId: 'clients',
  projectId: 'projects',
  milestoneId: 'milestones',
  assignedToId: 'staff',
  profileId: 'staff',
  userId: 'staff',
  managerId: 'staff',
  actorId: 'staff',
  // A shared file's record: tasks, so an upload with entityType=task reaches the file itself.
  entityId: 'tasks',
};

const realDate = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** A value that may well pass the field's validation, so the fuzzer also reaches the service and the query. */
export function plausible(name: string, schema: z.ZodType | undefined, pools: IdPools): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [];
  const values = schema ? enumValues(schema) : [];
  if (values.length) options.push(fc.constantFrom(...values));
  const type = schema ? defOf(schema).type : undefined;
  const pool = pools[ID_FIELDS[name] ?? ''];
  if (pool?.length) options.push(fc.constantFrom(...pool));
  else if (/Id$/.test(name)) options.push(fc.uuid());
  if (name === 'ids') options.push(fc.shuffledSubarray(pools.milestones ?? [], { minLength: 1 }), fc.array(garbageId, { maxLength: 3 }));
  if (/[dD]ate$|From$|To$|^from$|^to$/.test(name)) options.push(realDate);
  if (/At$/.test(name)) options.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
  if (/email/i.test(name)) options.push(fc.emailAddress(), fc.constantFrom('a@b.c', "o'brien@example.com", 'x@y'));
  if (type === 'boolean') options.push(fc.boolean());
  if (type === 'number' || /amount|quantity|count|page/i.test(name)) options.push(fc.integer({ min: 1, max: 200 }), nastyNumber, numberish);
  if (type === 'array' && name === 'items') options.push(fc.array(invoiceItem, { minLength: 1, maxLength: 3 }));
  if (type === 'string' || !options.length) options.push(fc.string({ minLength: 1, maxLength: 30 }), nastyString);
  return fc.oneof(...options);
}

const invoiceItem = fc.record(
  {
    description: fc.oneof(fc.string({ maxLength: 30 }), nastyString),
    // Lines take decimal quantities, as numbers or text, and a unit (decisions 0095, 0102); a fourth decimal is refused.
    quantity: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constantFrom(2.5, '7.5', 0.125, '0.001', 2.5555), nastyNumber),
    unit: fc.oneof(fc.constantFrom('hours', 'days', ''), nastyString),
    amount: fc.oneof(fc.constantFrom(10, 99.99, 0.01), nastyNumber, junkValue),
  },
  { requiredKeys: [] },
);

/**
 * An object with some of the schema's fields (plausible or junk values) and now and then a field nobody knows.
 * `junk: null`: plausible values only, so that more requests get past validation to the service and its SQL.
 */
export function fieldsObject(shape: Record<string, z.ZodType>, pools: IdPools, junk: fc.Arbitrary<unknown> | null = junkValue) {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, schema] of Object.entries(shape)) {
    const fair = plausible(name, schema, pools);
    fields[name] = junk ? fc.oneof({ weight: 3, arbitrary: fair }, { weight: 1, arbitrary: junk }) : fair;
  }
  if (!junk) return fc.record(fields, { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>;
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.option(fc.tuple(fc.constantFrom('extra', 'id', 'createdAt', 'role', '__proto__', 'q'), junk), { freq: 4 }),
    )
    .map(([known, extra]) => (extra ? { ...known, [extra[0]]: extra[1] } : known));
}
