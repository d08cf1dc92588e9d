/** Typed application errors; the one error formatter in app.ts turns them into `{ error: { code, message, fields? } }`. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: FieldErrors) => new AppError(400, 'bad_request', message, fields);
export const validationFailed = (fields: FieldErrors) => new AppError(400, 'validation_failed', 'Some fields are invalid.', fields);
export const unauthorized = (message = 'You need to sign in.') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission to do that.') => new AppError(403, 'forbidden', message);
export const notFound = (what = 'Resource') => new AppError(404, 'not_found', `${what} not found.`);

/** The row a query by id returned, or 404 naming what was looked for (inside a transaction the throw rolls it back). */
export function found<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw notFound(what);
  return row;
}
export const conflict = (message: string, fields?: FieldErrors) => new AppError(409, 'conflict', message, fields);

/** A shared policy's refusal (src/shared/policies) as the error the API answers; nothing when it allows. */
export function refuseIf(refusal: { status: 403 | 409; message: string } | null): void {
  if (refusal) throw refusal.status === 403 ? forbidden(refusal.message) : conflict(refusal.message);
}
/** 429: `retryAfterSeconds` becomes the Retry-After header, so it always says what the message says. */
export class RateLimited extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'rate_limited', message);
  }
}
export const tooManyRequests = (message: string, retryAfterSeconds: number) => new RateLimited(message, retryAfterSeconds);
