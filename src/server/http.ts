/** Request helpers shared by routes: body and query parsing with per-field errors, and the caller's address. */
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from './context';
import { badRequest, validationFailed, type FieldErrors } from './errors';

export function fieldErrors(error: z.ZodError): FieldErrors {
  // No prototype: an unknown key named '__proto__' must become a named field, not vanish into the prototype.
  const fields: FieldErrors = Object.create(null) as FieldErrors;
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] = 'errors.unknownField';
      continue;
    }
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export async function readBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw badRequest('errors.http.requestBodyValidJson', { _: 'errors.http.malformedJson' });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw validationFailed(fieldErrors(parsed.error));
  refuseUnstorable(parsed.data);
  return parsed.data;
}

export function readQuery<S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw validationFailed(fieldErrors(parsed.error));
  refuseUnstorable(parsed.data);
  return parsed.data;
}

// Half of a UTF-16 surrogate pair with no other half: JSON can carry one ("\ud800"), UTF-8 cannot.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Characters PostgreSQL cannot store: U+0000 in text, and a lone surrogate in jsonb (text quietly turns it into U+FFFD,
 * but the same value in an audit entry's metadata fails). A valid-looking value carrying one would fail in the query (a
 * 500), so it is a field error, named by its path in the parsed input.
 */
export function refuseUnstorable(value: unknown, path: string[] = [], depth = 0): void {
  if (typeof value === 'string') {
    const field = path.join('.') || '_';
    if (value.includes('\u0000')) throw validationFailed({ [field]: 'errors.http.containsCharacterAllowedNul' });
    if (LONE_SURROGATE.test(value)) throw validationFailed({ [field]: 'errors.http.containsCharacterAllowedBroken' });
  } else if (value && typeof value === 'object' && depth < 20) {
    for (const [key, inner] of Object.entries(value)) refuseUnstorable(inner, [...path, key], depth + 1);
  }
}

export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
