/**
 * Registers an API route from its shared description (src/shared/api): the capability check, the validation of its
 * query and body with the description's schemas, the answer's status, and the OpenAPI operation hono-openapi collects
 * into GET /api/openapi.json. A route's handler receives the parsed input and must return what the description's
 * reply schema accepts, so the document, the server and the browser's types cannot drift apart.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { describeRoute, resolver, uniqueSymbol } from 'hono-openapi';
import { z } from 'zod';
import type { Endpoint } from '../../shared/api/endpoint';
import { requireCapability } from '../auth/guards';
import type { AppEnv } from '../context';
import { readBody, readQuery } from '../http';
import { ApiErrorReply } from './error-reply';
import { RATE_LIMIT_HEADERS } from './rate-limit-headers';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<E extends Endpoint> {
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
}

/** JSON replies: what the schema accepts; 204: nothing; files and redirects: the Response the handler builds. */
export type RouteAnswer<E extends Endpoint> = E['reply'] extends z.ZodType
  ? z.input<E['reply']>
  : E['reply'] extends { empty: true }
    ? void
    : Response;

export type RouteHandler<E extends Endpoint> = (
  c: Context<AppEnv>,
  input: RouteInput<E>,
) => Promise<RouteAnswer<E>> | RouteAnswer<E>;

const isSchema = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && '~standard' in value;

export function route<E extends Endpoint>(
  app: Hono<AppEnv>,
  e: E,
  handler: RouteHandler<E>,
  /** Run after the capability check and before the body is read (rate limits, a feature's own guard). */
  ...before: MiddlewareHandler<AppEnv>[]
): void {
  const guards: MiddlewareHandler<AppEnv>[] = [describeRoute(operation(e))];
  if (e.query) guards.push(documents('query', e.query));
  if (e.body) guards.push(documents('json', e.body));
  if (e.access !== 'public' && e.access !== 'signed-in') guards.push(requireCapability(e.access));
  app.on(e.method.toUpperCase(), [honoPath(e.path)], ...guards, ...before, async (c) => {
    const input = {
      query: e.query ? readQuery(c, e.query) : undefined,
      body: e.body ? await readBody(c, e.body) : undefined,
    } as RouteInput<E>;
    const answer = await handler(c, input);
    // A route that declares `accepted` answers the status its handler set (200 unless it said 202).
    if (isSchema(e.reply)) return c.json(answer as object, e.status ?? (e.accepted ? undefined : 200));
    if ('empty' in e.reply) return c.body(null, 204);
    return answer as Response;
  });
}

/**
 * A route's own guard, run before its body is read: who may act on this record is answered (403, 404) first, so a
 * refused caller never learns what was wrong with what it sent.
 */
export const authorized =
  (check: (c: Context<AppEnv>) => Promise<unknown>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await check(c);
    await next();
  };

/** '/tasks/{id}' -> '/tasks/:id'. */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** A middleware that only tells hono-openapi what a part of the request looks like; the handler validates it. */
function documents(target: 'query' | 'json', schema: z.ZodType): MiddlewareHandler<AppEnv> {
  const middleware: MiddlewareHandler<AppEnv> = async (_c, next) => next();
  return Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema) } });
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: resolver(ApiErrorReply) } },
});

type DescribeRouteOptions = Parameters<typeof describeRoute>[0];

function operation(e: Endpoint): DescribeRouteOptions {
  const pathNames = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  const signedIn = e.access !== 'public';
  // Every signed-in answer carries the caller's API key allowance (the headers are described once, reference.ts).
  const rateHeaders = signedIn ? { headers: Object.fromEntries(RATE_LIMIT_HEADERS.map((name) => [name, { $ref: `#/components/headers/${name}` }])) } : {};
  const ok = isSchema(e.reply)
    ? { description: 'OK', ...rateHeaders, content: { 'application/json': { schema: resolver(e.reply), ...(e.example !== undefined && { example: e.example }) } } }
    : 'empty' in e.reply
      ? { description: 'Done; no content.' }
      : 'redirect' in e.reply
        ? { description: e.reply.redirect, headers: { Location: { schema: { type: 'string' as const } } } }
        : { description: 'The file.', content: { [e.reply.file]: { schema: { type: 'string' as const, format: 'binary' } } } };
  const access =
    e.access === 'public'
      ? 'Public: no session needed.'
      : e.access === 'signed-in'
        ? 'Any signed-in user.'
        : `Needs the capability \`${e.access}\` (Settings > Role Permissions); records outside the caller's scope answer 404.`;
  return {
    summary: e.summary,
    description: [e.description, access].filter(Boolean).join('\n\n'),
    tags: [e.tag],
    operationId: `${e.method}${e.path.replace(/\{(\w+)\}/g, 'By-$1').replace(/[^a-zA-Z0-9]+(.)/g, (_, c: string) => c.toUpperCase())}`,
    // Public: nothing. Most: an API key or the session cookie. Making a key: the session only (decision 0059).
    security: !signedIn ? [] : e.sessionOnly ? [{ session: [] }] : [{ apiKey: [] }, { session: [] }],
    ...(e.upload && {
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: { type: 'object', required: [e.upload], properties: { [e.upload]: { type: 'string', format: 'binary' } } },
          },
        },
      },
    }),
    parameters: pathNames.map((name) => ({ name, in: 'path' as const, required: true, schema: { type: 'string' as const } })),
    responses: {
      [isSchema(e.reply) ? (e.status ?? 200) : 'empty' in e.reply ? 204 : 'redirect' in e.reply ? 302 : 200]: ok,
      ...(e.accepted && { 202: { ...ok, description: e.accepted } }),
      ...((e.query || e.body) && { 400: errorResponse('Invalid input: a message per field in `error.fields`.') }),
      ...(e.access !== 'public' && { 401: errorResponse('Not signed in.') }),
      ...(e.access !== 'public' && e.access !== 'signed-in' && { 403: errorResponse('The role lacks the capability.') }),
      ...(pathNames.length > 0 && { 404: errorResponse('No such record, or not one the caller may see.') }),
      ...(signedIn && {
        429: {
          ...errorResponse('Too many requests with this API key: wait `Retry-After` seconds.'),
          headers: Object.fromEntries(['Retry-After', ...RATE_LIMIT_HEADERS].map((name) => [name, { $ref: `#/components/headers/${name}` }])),
        },
      }),
    },
  };
}
