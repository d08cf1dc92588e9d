/**
 * Typed application errors; the one error formatter in app.ts turns them into `{ error: { code, message, fields? } }`
 * in the reader's language. A message is a catalog key of the `errors` or `validation` namespace (with its values:
 * `keyed('errors.invoice.alreadyStatus', { status })`, or as a keyed text from a shared schema), or a text shown as
 * given (a message that is not a key).
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { translateKeyedText } from '@shared/i18n/keyed-text';
import { hasMessage, translator, type Translate } from './i18n';

type Values = Record<string, unknown>;
/** A catalog key with the values its placeholders take. */
export interface KeyedMessage {
  key: string;
  values?: Values;
}
export type Message = string | KeyedMessage;
export type FieldErrors = Record<string, Message>;

/** A key with its values, for a message with placeholders. */
export const keyed = (key: string, values?: Values): KeyedMessage => ({ key, values });

/** A message in one language: a key translated, any other text as given. */
export function messageText(message: Message, t: Translate): string {
  if (typeof message !== 'string') return t(message.key, message.values);
  if (hasMessage(message)) return t(message);
  // A shared schema's message with values ('validation.field.required?label=validation.label.title').
  return translateKeyedText(message, hasMessage, t) ?? message;
}

/** Every field's message in one language. */
export function fieldTexts(fields: FieldErrors, t: Translate): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [field, message] of Object.entries(fields)) out[field] = messageText(message, t);
  return out;
}

export class AppError extends Error {
  readonly key: string | undefined;
  readonly values: Values | undefined;
  private readonly original: Message;
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: Message,
    readonly fields?: FieldErrors,
  ) {
    // The error's own message is English (logs, tests); the formatter says it in the reader's language.
    super(messageText(message, translator('en')));
    this.key = typeof message === 'string' ? (hasMessage(message) ? message : undefined) : message.key;
    this.values = typeof message === 'string' ? undefined : message.values;
    this.original = message;
  }

  /** The message in one language (a text that is not a key stays as given). */
  text(t: Translate): string {
    return messageText(this.original, t);
  }
}

export const badRequest = (message: Message, fields?: FieldErrors) => new AppError(400, 'bad_request', message, fields);
export const validationFailed = (fields: FieldErrors) => new AppError(400, 'validation_failed', 'errors.validationFailed', fields);
export const unauthorized = (message: Message = 'errors.unauthorized') => new AppError(401, 'unauthorized', message);
export const forbidden = (message: Message = 'errors.forbidden') => new AppError(403, 'forbidden', message);
/** 404 naming what was looked for by its key: `notFound('errors.notFound.project')` ("Project not found."). */
export const notFound = (what: string = 'errors.notFound.resource') =>
  new AppError(404, 'not_found', hasMessage(what) ? what : keyed('errors.notFound.named', { what }));

/** The row a query by id returned, or 404 naming what was looked for (inside a transaction the throw rolls it back). */
export function found<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw notFound(what);
  return row;
}
export const conflict = (message: Message, fields?: FieldErrors) => new AppError(409, 'conflict', message, fields);

/** A shared policy's refusal (src/shared/policies) as the error the API answers; nothing when it allows. */
export function refuseIf(refusal: { status: 403 | 409; message: Message } | null): void {
  if (refusal) throw refusal.status === 403 ? forbidden(refusal.message) : conflict(refusal.message);
}
/** 429: `retryAfterSeconds` becomes the Retry-After header, so it always says what the message says. */
export class RateLimited extends AppError {
  constructor(
    message: Message,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'rate_limited', message);
  }
}
export const tooManyRequests = (message: Message, retryAfterSeconds: number) => new RateLimited(message, retryAfterSeconds);
