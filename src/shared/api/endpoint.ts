/**
 * One description per API route, shared by both sides (docs/architecture.md, "Routes described once"). The server
 * registers the route from it (method, path, who may call, the validation it runs, the OpenAPI document); the browser
 * calls it through `request` in src/web/lib/api.ts, typed by the same schemas. Nothing is written twice.
 */
import type { z } from 'zod';
import type { Capability } from '../permissions';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * What a successful call answers: JSON of a schema, nothing (204), a file of a media type, or a redirect (302) of the
 * browser to where `redirect` says (a provider's sign-in callback).
 */
export type Reply = z.ZodType | { empty: true } | { file: string; description?: string } | { redirect: string };

export const EMPTY = { empty: true } as const;
/** A file answer of this media type (`*\/*`: the stored file's own type); `description` says what it holds. */
export const fileOf = <M extends string>(mediaType: M, description?: string) =>
  ({ file: mediaType, ...(description && { description }) }) as { file: M; description?: string };

/** Error statuses a route may answer besides those every route of its kind documents (src/server/openapi/route.ts). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502;

export interface Endpoint {
  method: HttpMethod;
  /** Below /api, with {name} path parameters as the OpenAPI document writes them: '/tasks/{id}'. */
  path: `/${string}`;
  /** One line for the reference. */
  summary: string;
  /** The reference's section. */
  tag: string;
  /**
   * Who may call it: anyone ('public'), any signed-in user ('signed-in'), or a user whose role has the capability
   * (src/shared/permissions.ts). The server enforces it before the handler; record-level rules come after, from the
   * entity's policy in src/shared/policies.
   */
  access: 'public' | 'signed-in' | Capability;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A multipart/form-data body carrying one file in this field (a profile picture), instead of a JSON `body`. */
  upload?: string;
  reply: Reply;
  /** 200 unless said; 204 for `EMPTY`. */
  status?: 200 | 201 | 202;
  /**
   * The route also answers 202, with the same reply, while the work it started elsewhere is still under way (its
   * handler says so with `c.status(202)`): what the caller should do then.
   */
  accepted?: string;
  /** More than the summary, where an integrator needs it (limits, what 409 means). */
  description?: string;
  /** A sample of the reply for the reference (the main lists; src/shared/api/examples.ts, held to `reply` by a test). */
  example?: unknown;
  /**
   * Only a browser session may call it, not an API key (making a key; docs/decisions/0059-api-keys.md). On a `public`
   * route better-auth answers: it needs the session cookie, and says 401 itself without one.
   */
  sessionOnly?: true;
  /** better-auth answers the route: its own errors are `{ code, message }`, not the portal's `{ error }`. */
  betterAuth?: true;
  /** The answer carries an ETag, and If-None-Match with it answers 304 without a body. */
  etag?: true;
  /** What a status means for this route, where it answers one its kind does not, or says more than the usual text. */
  errors?: Partial<Record<ErrorStatus, string>>;
}

/** Keeps the literal types (path, method, schemas) of a description, so both sides are typed by it. */
export function endpoint<const E extends Endpoint>(spec: E): E {
  return spec;
}

export type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** The path parameters a description names, each a string. */
export type ParamsOf<E extends Endpoint> = Record<ParamNames<E['path']>, string>;
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType ? z.input<E['query']> : never;
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : E['upload'] extends string ? FormData : never;
/** What the browser receives (the schema's output: defaults applied). */
export type ReplyOf<E extends Endpoint> = E['reply'] extends z.ZodType ? z.output<E['reply']> : undefined;

/** '/tasks/{id}' and { id } -> '/api/tasks/3f...'; each parameter URL-encoded. */
export function endpointPath(e: Endpoint, params: Record<string, string> = {}): string {
  return `/api${e.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${e.method.toUpperCase()} ${e.path} needs the path parameter ${name}`);
    return encodeURIComponent(value);
  })}`;
}

/** A query object as a URL query string: empty, null and undefined values left out; arrays repeat the key. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
