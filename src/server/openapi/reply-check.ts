/**
 * Outside production, every JSON answer of a described route is held to its description before it leaves: a 2xx to the
 * reply schema (and to the status the description declares), an error to the error shape. A handler that sends what
 * the description does not say (a missing field, a wrong type, a field the schema would not let through) turns the
 * answer into a 500 naming the route and the differences, and a log line, so the API test that reached it fails and the
 * OpenAPI document cannot promise what the server does not send. Production installs none of this: no cost there.
 */
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Endpoint } from '../../shared/api/endpoint';
import type { AppEnv } from '../context';
import type { Logger } from '../log';
import { ApiErrorReply, AuthErrorReply } from './error-reply';

export const REPLY_CHECKS_ON = process.env.NODE_ENV !== 'production';

/** A reply that was checked and fitted: the API tests record them to show which descriptions they exercise. */
export type CheckedReply = { method: string; path: string; status: number };
let observer: ((reply: CheckedReply) => void) | null = null;
export function observeCheckedReplies(observe: ((reply: CheckedReply) => void) | null): void {
  observer = observe;
}

const isSchema = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && '~standard' in value;
const AnyErrorReply = z.union([ApiErrorReply, AuthErrorReply]);

/** The 2xx statuses a description declares for a JSON reply. */
function okStatuses(e: Endpoint): number[] {
  return e.accepted ? [e.status ?? 200, 202] : [e.status ?? 200];
}

/** Marks the answer as one of this description's, for `replyChecks` around the whole API to hold it to. */
export function describedBy(e: Endpoint): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('endpoint', e);
    await next();
  };
}

/**
 * Around every /api route, outermost, so it sees the answer as it leaves (after better-auth's session token is taken
 * out, after the error formatter): an answer of a described route is held to its description, any other JSON error to
 * the error shape.
 */
export function replyChecks(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    const { status } = res;
    if (!res.headers.get('content-type')?.startsWith('application/json') || !res.body) return;
    const e = c.get('endpoint');
    const ok = status >= 200 && status < 300;
    // A file route may serve a stored file that happens to be JSON; only a JSON description is held to its schema. An
    // undescribed route (the reference's own document) has no schema to hold it to.
    if (ok && (!e || (!isSchema(e.reply) && 'file' in e.reply))) return;
    const problems = problemsOf(e, status, await res.clone().text());
    const name = e ? `${e.method.toUpperCase()} ${e.path}` : `${c.req.method} ${c.req.path}`;
    if (problems.length === 0) {
      if (e) observer?.({ method: e.method, path: e.path, status });
      return;
    }
    const message = `${name} answered ${status} with a body its description does not allow:\n${problems.join('\n')}`;
    log.error('Reply does not match its description', undefined, { route: name, status, problems });
    c.res = undefined;
    c.res = new Response(JSON.stringify({ error: { code: 'reply_mismatch', message } }), {
      status: 500,
      headers: { 'content-type': 'application/json' },
    });
  };
}

function problemsOf(e: Endpoint | undefined, status: number, text: string): string[] {
  let sent: unknown;
  try {
    sent = JSON.parse(text);
  } catch {
    return ['- the body is not valid JSON'];
  }
  if (e && status >= 200 && status < 300) {
    if (!isSchema(e.reply))
      return [`- JSON was sent, but the description answers ${'empty' in e.reply ? '204 without a body' : 'a redirect'}`];
    const declared = okStatuses(e);
    if (!declared.includes(status)) return [`- the description declares ${declared.join(' or ')}, not ${status}`];
    return mismatches(e.reply, sent);
  }
  return mismatches(e?.betterAuth ? AnyErrorReply : ApiErrorReply, sent);
}

/** The schema's issues, and the fields it would strip: sent to a client, but not in the description. */
function mismatches(schema: z.ZodType, sent: unknown): string[] {
  const parsed = schema.safeParse(sent);
  if (!parsed.success) return [z.prettifyError(parsed.error)];
  return undescribedFields(sent, parsed.data, []).map((path) => `- ${path}: not in the description (a field the schema strips)`);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function undescribedFields(sent: unknown, parsed: unknown, path: string[]): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed))
    return sent.flatMap((item, i) => undescribedFields(item, parsed[i], [...path, String(i)]));
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return [];
  return Object.keys(sent).flatMap((key) =>
    key in parsed ? undescribedFields(sent[key], parsed[key], [...path, key]) : [[...path, key].join('.') || '_'],
  );
}
