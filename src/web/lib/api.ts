import type { z } from 'zod';
import { activeLanguage } from './i18n';
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
import { msg } from './i18n';
import * as common from './messages/common';

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

type CommonKey = Parameters<typeof common.t>[0];

const FALLBACK_MESSAGES: Record<number, CommonKey> = {
  0: msg('common.apiError.unreachable'),
  400: msg('common.apiError.badRequest'),
  401: msg('common.apiError.signedOut'),
  403: msg('common.apiError.forbidden'),
  404: msg('common.apiError.notFound'),
  409: msg('common.apiError.conflict'),
  413: msg('common.apiError.tooLarge'),
  429: msg('common.apiError.tooManyRequests'),
  503: msg('common.apiError.unavailable'),
};

/** The words for an error the server did not explain, in the active language (read when the error happens). */
function fallbackMessage(status: number): string {
  return common.t(FALLBACK_MESSAGES[status] ?? 'common.apiError.other');
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
  // The server answers errors in the language the screen shows (src/server/reader-language.ts).
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': activeLanguage() };
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
  return common.t('common.apiError.unknown');
}
