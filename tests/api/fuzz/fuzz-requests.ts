/** Whole generated requests for a route of the fuzz map: path ids, query strings and bodies. */
import fc from 'fast-check';
import type { z } from 'zod';
import { fieldsObject, garbageId, junkValue, malformedJson, nastyString, numberish, shapeOf, type IdPools } from './fuzz-arbitraries';
import type { FuzzRequest } from './fuzz-harness';
import type { FuzzRoute } from './fuzz-routes';

/** encodeURIComponent throws on a lone surrogate; a browser would send U+FFFD in its place. */
const encode = (s: string) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, (c, i: number) => (isPaired(s, i) ? c : '\ufffd')));
const isPaired = (s: string, i: number) => {
  const code = s.charCodeAt(i);
  return code < 0xdc00 ? /[\udc00-\udfff]/.test(s[i + 1] ?? '') : /[\ud800-\udbff]/.test(s[i - 1] ?? '');
};

/** A path parameter: an existing record's id most of the time, else garbage; garbage is sometimes sent unescaped. */
function paramValue(pool: string[] | undefined): fc.Arbitrary<string> {
  const garbage = fc.oneof(
    { weight: 3, arbitrary: garbageId.map(encode) },
    { weight: 1, arbitrary: garbageId.filter((s) => !/[/?#\s]/.test(s)) },
  );
  return pool?.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...pool) }, { weight: 2, arbitrary: garbage }) : garbage;
}

export function pathArb(path: string, route: FuzzRoute, pools: IdPools): fc.Arbitrary<string> {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const values = Object.fromEntries(names.map((name) => [name, paramValue(pools[route.params?.[name] ?? ''])]));
  return fc.record(values).map((v) => path.replace(/:(\w+)/g, (_, name: string) => v[name]!));
}

/** Query strings no form would send: broken escapes, repeated and bracketed keys, operators. */
const RAW_QUERIES = [
  '%',
  '%zz',
  'page',
  '&&==&',
  'q=%E0%A4%A',
  'q=%00',
  'page=1&page=2',
  'q[]=1',
  'sort[$ne]=1',
  '=x',
  'pageSize=1e2',
  'q=%F0%9F%98%80',
];

function toQueryString(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  return params.toString();
}

export function queryArb(schema: z.ZodType | undefined, pools: IdPools): fc.Arbitrary<string> {
  const fields = fieldsObject(
    schema ? shapeOf(schema) : {},
    pools,
    fc.oneof(nastyString, numberish, fc.array(numberish, { maxLength: 2 })),
  );
  const fair = fieldsObject(schema ? shapeOf(schema) : {}, pools, null);
  return fc.oneof(
    { weight: 4, arbitrary: fields.map(toQueryString) },
    { weight: 3, arbitrary: fair.map(toQueryString) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
  );
}

/** A multipart form as a browser builds it, with a file part whose type and bytes are anything. */
const multipart = fc
  .record({
    field: fc.constantFrom('file', 'avatar', ''),
    type: fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', '', 'image/png; charset=<x>'),
    name: fc.oneof(fc.constant('me.png'), nastyString),
    bytes: fc.oneof(
      nastyString,
      fc.constant('\x89PNG\r\n\x1a\n'),
      fc.string({ unit: 'binary', maxLength: 200 }).map((s) => `\x89PNG\r\n\x1a\n${s}`),
    ),
  })
  .map(({ field, type, name, bytes }): FuzzRequest['body'] => ({
    contentType: 'multipart/form-data; boundary=fuzzboundary',
    raw: `--fuzzboundary\r\nContent-Disposition: form-data; name="${field}"; filename="${name.replace(/["\r\n]/g, '')}"\r\nContent-Type: ${type}\r\n\r\n${bytes}\r\n--fuzzboundary--\r\n`,
  }));

export function bodyArb(route: FuzzRoute, pools: IdPools): fc.Arbitrary<FuzzRequest['body']> {
  const fields = fieldsObject(route.body ? shapeOf(route.body) : {}, pools);
  const options: { weight: number; arbitrary: fc.Arbitrary<FuzzRequest['body']> }[] = [
    { weight: 4, arbitrary: fields.map((json) => ({ json })) },
    { weight: 3, arbitrary: fieldsObject(route.body ? shapeOf(route.body) : {}, pools, null).map((json) => ({ json })) },
    { weight: 1, arbitrary: junkValue.map((json) => ({ json })) },
    { weight: 1, arbitrary: malformedJson.map((raw) => ({ raw })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fields, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1'))
        .map(([json, contentType]) => ({ raw: JSON.stringify(json), contentType })),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  ];
  if (route.multipart) options.push({ weight: 6, arbitrary: multipart });
  return fc.oneof(...options);
}
