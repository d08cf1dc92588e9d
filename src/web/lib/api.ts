import type { z } from 'zod';
import {
  endpointPath,
  queryString,
  type BodyOf,
  type Endpoint,
  type ParamNames,
  type ParamsOf,
  type QueryOf,
  type ReplyOf,
} from '../../shared/api/endpoint';

/**
 * The one way the browser talks to the API: same-origin JSON with the session cookie. Every failure becomes an
 * `ApiError`, whichever of the two error shapes the server used: our own `{ error: { code, message, fields } }` or
 * better-auth's `{ code, message }` at the top level.
 */

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** Status 0 means the request never reached the server (offline, DNS, aborted proxy). */
export const NETWORK_ERROR_STATUS = 0;

const FALLBACK_MESSAGES: Record<number, string> = {
  0: 'Could not reach the server. Check your connection and try again.',
  400: 'The request was not valid.',
  401: 'You are not signed in.',
  403: 'You do not have permission to do that.',
  404: 'Not found.',
  409: 'That conflicts with the current state. Reload and try again.',
  413: 'That is too large.',
  429: 'Too many requests. Please wait a moment and try again.',
  503: 'The service is temporarily unavailable. Please try again shortly.',
};

function fallbackMessage(status: number): string {
  return FALLBACK_MESSAGES[status] ?? 'An error occurred';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) if (typeof message === 'string') out[key] = message;
  return out;
}

/** Reads an error body of either shape; anything unexpected (HTML from a proxy, empty body) gets a plain message. */
export function errorFromBody(status: number, body: unknown): ApiError {
  const source = isRecord(body) && isRecord(body.error) ? body.error : body;
  const code = isRecord(source) && typeof source.code === 'string' ? source.code : `http_${status}`;
  const message =
    isRecord(source) && typeof source.message === 'string' && source.message.trim() !== '' ? source.message : fallbackMessage(status);
  const fields = isRecord(source) ? toFields(source.fields) : undefined;
  return new ApiError(status, code, message, fields);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (a file upload) sets its own multipart Content-Type with the boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? null : isForm ? body : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (cause) {
    // An abort is the caller's own doing (React Query cancels stale requests); let it pass through unchanged.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(NETWORK_ERROR_STATUS, 'network_error', fallbackMessage(NETWORK_ERROR_STATUS));
  }

  const data = await readJson(response);
  if (!response.ok) throw errorFromBody(response.status, data);
  return data as T;
}

/** What `request` takes: the path parameters the description names (required), its query (an object, or the query
 *  string a list state made), its body, and an abort signal. */
export type RequestInput<E extends Endpoint> = ([ParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<E> }) & {
  query?: (E['query'] extends undefined ? never : Partial<QueryOf<E>>) | string;
  body?: BodyOf<E>;
  signal?: AbortSignal;
};

/** Calls an API route by its shared description (src/shared/api): the answer is typed by the route's reply schema. */
export function request<E extends Endpoint>(e: E, ...[input]: RequestArgs<E>): Promise<ReplyOf<E>> {
  const { params, query, body, signal } = (input ?? {}) as RequestInput<Endpoint>;
  const search = typeof query === 'string' ? query && `?${query.replace(/^\?/, '')}` : queryString(query);
  return apiRequest<ReplyOf<E>>(endpointPath(e, params) + search, {
    method: e.method.toUpperCase() as NonNullable<RequestOptions['method']>,
    body,
    signal,
  });
}

/** The address of a route that answers a file (a CSV export, a PDF), for a link or a download. */
export function endpointUrl<E extends Endpoint>(e: E, ...[input]: RequestArgs<E>): string {
  const { params, query } = (input ?? {}) as RequestInput<Endpoint>;
  const search = typeof query === 'string' ? query && `?${query.replace(/^\?/, '')}` : queryString(query);
  return endpointPath(e, params) + search;
}

/** The input is optional only when the route names no path parameter and needs no body. */
export type RequestArgs<E extends Endpoint> = [ParamNames<E['path']>] extends [never]
  ? E['body'] extends z.ZodType
    ? [input: RequestInput<E>]
    : [input?: RequestInput<E>]
  : [input: RequestInput<E>];

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** A message fit for a toast, whatever was thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'An unknown error occurred';
}
