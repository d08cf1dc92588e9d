import type { Context } from 'hono';
import { UUID_PATTERN } from '../shared/schemas/list';
import type { AppEnv } from './context';
import { notFound } from './errors';

/** An id path parameter; anything that is not a UUID cannot name a record, so it is simply not found. */
export function idParam(c: Context<AppEnv>, what: string, name = 'id'): string {
  const id = c.req.param(name) ?? '';
  if (!UUID_PATTERN.test(id)) throw notFound(what);
  return id;
}
