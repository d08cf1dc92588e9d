/**
 * Hono's secure headers, worked out once and set before the answer is made. Hono's middleware sets its dozen headers
 * on the made answer, asking first whether each is there (overwrite: false); on a GET /api/me that was a twentieth of
 * the CPU. Here they go on the context before the route runs, so the answer is made with them, and a route that sets
 * one of its own (an avatar's sandboxing CSP) replaces it, as before. An answer the route built itself (a shared
 * file) did not take them: it gets the ones it lacks afterwards, exactly as Hono's middleware gave them.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './context';

type Header = [name: string, value: string];
type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/** Set by no route: an answer that has it was made from the context's headers, ours among them. */
const SENTINEL = 'origin-agent-cluster';

/** The headers Hono's middleware sets for these options (none of them depends on the request: no nonce, no callback). */
async function headersOf(options: SecureHeadersOptions): Promise<Header[]> {
  const probe = new Hono().use(secureHeaders({ ...options, overwrite: true })).get('/', (c) => c.body(null));
  const headers: Header[] = [...(await probe.request('http://localhost/')).headers];
  if (!headers.some(([name]) => name === SENTINEL)) throw new Error(`secureHeadersOnce needs ${SENTINEL} among the headers`);
  return headers;
}

export function secureHeadersOnce(options: SecureHeadersOptions): MiddlewareHandler<AppEnv> {
  let headers: Header[] | undefined;
  const ready = headersOf(options).then((list) => (headers = list));
  return async (c, next) => {
    const list = headers ?? (await ready);
    for (const [name, value] of list) c.header(name, value);
    await next();
    if (c.res.headers.has(SENTINEL)) return;
    for (const [name, value] of list) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
}
