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
import { describedBy, REPLY_CHECKS_ON } from './reply-check';

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

export type RouteHandler<E extends Endpoint> = (c: Context<AppEnv>, input: RouteInput<E>) => Promise<RouteAnswer<E>> | RouteAnswer<E>;

const isSchema = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && '~standard' in value;

export function route<E extends Endpoint>(
  app: Hono<AppEnv>,
  e: E,
  handler: RouteHandler<E>,
  /** Run after the capability check and before the body is read (rate limits, a feature's own guard). */
  ...before: MiddlewareHandler<AppEnv>[]
): void {
  const guards: MiddlewareHandler<AppEnv>[] = [describeRoute(operation(e))];
  // Outside production the answer is held to this description on its way out (reply-check.ts).
  if (REPLY_CHECKS_ON) guards.push(describedBy(e));
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

const errorContent = { 'application/json': { schema: resolver(ApiErrorReply) } };
const errorResponse = (description: string) => ({ description, content: errorContent });
/** A better-auth route's refusal is better-auth's body, or the portal's (its rate limits, its own checks in front). */
const eitherErrorResponse = (description: string) => ({
  description,
  // Both named schemas are put in components.schemas by the document (document.ts).
  content: {
    'application/json': { schema: { anyOf: [{ $ref: '#/components/schemas/AuthError' }, { $ref: '#/components/schemas/ApiError' }] } },
  },
});

type DescribeRouteOptions = Parameters<typeof describeRoute>[0];

const FILE_DESCRIPTIONS: Record<string, string> = {
  'text/csv': 'A CSV file (UTF-8, a header row), offered as a download.',
  'application/pdf': 'A PDF document.',
  'text/html': 'An HTML page for a person to read.',
  'text/event-stream': 'Server-sent events, held open: one `data:` line of JSON per change the caller may see.',
  'image/*': 'The picture, as the image type it was stored with.',
  '*/*': 'The file, with the media type it was uploaded with in `Content-Type`.',
};

/** Why a route may answer 403, each reason where it applies. */
function refusedBecause(e: Endpoint, write: boolean): string | null {
  const reasons = [
    e.access === 'public' || e.access === 'signed-in' ? null : `the role lacks \`${e.access}\``,
    e.access === 'public' ? null : "the record's own rules refuse this caller",
    e.access === 'public' ? null : 'the administrator requires two-factor sign-in and the caller has not set it up (`two_factor_required`)',
    write ? 'the request came from a page of another site (its `Origin` is not trusted)' : null,
    // An API key's cookie would ride along to better-auth (guards.ts).
    e.path.startsWith('/auth/') ? 'an `Authorization` header was sent: these routes take the session cookie, never an API key' : null,
  ].filter(Boolean);
  return reasons.length > 0 ? `Refused: ${reasons.join('; or ')}.` : null;
}

/**
 * The operation of one description. Every status its kind of route can answer is documented here, once for all routes,
 * so a route added later documents them too: 400 with input, 401/429 behind a session, 403 where a role, a record's
 * rules, the origin check or the key refusal of /auth apply, 404 with a path parameter, 409 for a write, 413 with a
 * body, 415 with a file, and 500/503 everywhere.
 */
export function operation(e: Endpoint): DescribeRouteOptions {
  const pathNames = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  const signedIn = e.access !== 'public';
  const sessionNeeded = signedIn || e.sessionOnly === true;
  const refusal = e.betterAuth ? eitherErrorResponse : errorResponse;
  // Every signed-in answer carries the caller's API key allowance (the headers are described once, reference.ts).
  const rateHeaders = signedIn
    ? { headers: Object.fromEntries(RATE_LIMIT_HEADERS.map((name) => [name, { $ref: `#/components/headers/${name}` }])) }
    : {};
  const ok = isSchema(e.reply)
    ? {
        description: 'OK',
        ...rateHeaders,
        content: { 'application/json': { schema: resolver(e.reply), ...(e.example !== undefined && { example: e.example }) } },
      }
    : 'empty' in e.reply
      ? { description: 'Done; no content.' }
      : 'redirect' in e.reply
        ? {
            description: e.reply.redirect,
            headers: { Location: { description: 'Where the browser goes next.', schema: { type: 'string' as const } } },
          }
        : {
            description: e.reply.description ?? FILE_DESCRIPTIONS[e.reply.file] ?? `A file of type ${e.reply.file}.`,
            content: { [e.reply.file]: { schema: { type: 'string' as const, format: 'binary' } } },
          };
  const access =
    e.access === 'public'
      ? e.sessionOnly
        ? 'Needs the session cookie.'
        : 'Public: no session needed.'
      : e.access === 'signed-in'
        ? 'Any signed-in user.'
        : `Needs the capability \`${e.access}\` (Settings > Role Permissions); records outside the caller's scope answer 404.`;
  const write = e.method !== 'get';
  const refused = refusedBecause(e, write);
  const errors = e.errors ?? {};
  const standard: Partial<Record<number, string>> = {
    ...((e.query || e.body || e.upload) && { 400: 'Invalid input: a message per field in `error.fields`.' }),
    ...(sessionNeeded && {
      401: e.betterAuth ? 'No session, or it has ended.' : 'Not signed in, or the API key is revoked, expired or unknown.',
    }),
    ...(refused && { 403: refused }),
    ...(pathNames.length > 0 && { 404: 'No such record, or not one the caller may see.' }),
    ...(write && signedIn && { 409: "Conflict: the record's current state does not allow this change." }),
    ...((e.body || e.upload) && {
      413: e.upload ? 'The file is larger than this route accepts.' : 'The request body is larger than 1 MB.',
    }),
    ...(e.upload && { 415: 'The file is not of a type this route accepts.' }),
  };
  const documented = { ...standard, ...errors };
  const refusals = Object.fromEntries(
    Object.entries(documented).map(([status, description]) => [status, status === '429' ? tooMany(description!) : refusal(description!)]),
  );
  return {
    summary: e.summary,
    description: [e.description, access].filter(Boolean).join('\n\n'),
    tags: [e.tag],
    operationId: operationId(e),
    // Public: nothing. Most: an API key or the session cookie. Making a key and better-auth's own: the session only.
    security: !sessionNeeded ? [] : e.sessionOnly ? [{ session: [] }] : [{ apiKey: [] }, { session: [] }],
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
    parameters: pathNames.map((name) => ({
      name,
      in: 'path' as const,
      required: true,
      description: pathParameterDescription(e.path, name),
      schema: { type: 'string' as const },
    })),
    responses: {
      [isSchema(e.reply) ? (e.status ?? 200) : 'empty' in e.reply ? 204 : 'redirect' in e.reply ? 302 : 200]: ok,
      ...(e.accepted && { 202: { ...ok, description: e.accepted } }),
      ...(e.etag && { 304: { description: 'Not modified: the ETag sent in If-None-Match is still current.' } }),
      ...refusals,
      ...(signedIn && !documented[429] && { 429: tooMany('Too many requests with this API key: wait `Retry-After` seconds.') }),
      500: errorResponse('Unexpected failure: the body carries only a `requestId` to quote.'),
      503: errorResponse('The database is not reachable: try again shortly.'),
    },
  };
}

function tooMany(description: string) {
  return {
    ...errorResponse(description),
    headers: Object.fromEntries(['Retry-After', ...RATE_LIMIT_HEADERS].map((name) => [name, { $ref: `#/components/headers/${name}` }])),
  };
}

/** 'get /tasks/{id}/comments' -> 'getTasksByIdComments': unique because method and path are. */
export function operationId(e: Pick<Endpoint, 'method' | 'path'>): string {
  const words = e.path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith('{') ? `by-${segment.slice(1, -1)}` : segment));
  return e.method + words.join('-').replace(/(?:^|[^a-zA-Z0-9]+)([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** '/time-entries/{id}', 'id' -> "The time entry's id."; '/avatars/{userId}', 'userId' -> "The user's id." */
export function pathParameterDescription(path: string, name: string): string {
  if (name !== 'id') return `The ${words(name.replace(/Id$/, ''))}'s id.`;
  const segments = path.split('/');
  const collection = segments[segments.indexOf(`{${name}}`) - 1] ?? 'record';
  return `The ${singular(collection.replace(/-/g, ' '))}'s id.`;
}

const words = (camel: string) => camel.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
const singular = (plural: string) =>
  plural
    .replace(/ies$/, 'y')
    .replace(/([^s])s$/, '$1')
    .replace(/^api key/, 'API key');
