/**
 * A cookie scripts may read that says only "this browser holds a session cookie", so a page can tell a visitor from a
 * signed-in user without asking GET /api/me and getting a 401 (docs/decisions/0030-toasts-signed-in-hint-landing-js.md).
 * The session cookie itself stays HttpOnly; the hint carries no secret and grants nothing: it is `1` or absent.
 *
 * The server keeps it in step with the session cookie:
 * - a response that sets the session cookie sets the hint with the same lifetime, one that deletes it deletes the hint;
 * - an API answer of 401 (no valid session) deletes the hint and the dead session cookie, so it happens once;
 * - every HTML page sets or deletes the hint by whether the request carried a session cookie, which also covers
 *   sessions older than the hint and a hint a script or an expiry removed.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { HOST_COOKIE_PREFIX } from './auth';

/** The hint's name after the cookie prefix (`portal.signed_in`, or `__Host-portal.signed_in` over https). */
export const SIGNED_IN_HINT = 'signed_in';

function cookieNames(header: string | undefined): Set<string> {
  const names = new Set<string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(eq + 1).trim() !== '') names.add(part.slice(0, eq).trim());
  }
  return names;
}

/** A Set-Cookie header that removes its cookie (empty value, Max-Age=0 or an expiry in the past). */
function deletes(setCookie: string): boolean {
  const value = setCookie
    .slice(setCookie.indexOf('=') + 1)
    .split(';')[0]!
    .trim();
  if (value === '' || /;\s*max-age=0(;|$)/i.test(setCookie)) return true;
  const expires = /;\s*expires=([^;]+)/i.exec(setCookie)?.[1];
  return expires !== undefined && Date.parse(expires) <= Date.now();
}

export function signedInHint(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const secure = deps.env.APP_URL.startsWith('https://');
  const name = `${secure ? HOST_COOKIE_PREFIX : 'portal'}.${SIGNED_IN_HINT}`;
  // Not HttpOnly: reading it is its purpose. Path=/ and no Domain, as the __Host- prefix requires over https.
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  const set = (lifetime: string) => `${name}=1; ${attributes}${lifetime}`;
  const remove = (cookie: string, extra = '') => `${cookie}=; ${attributes}; Max-Age=0${extra}`;

  return async (c, next) => {
    await next();
    const setCookies = c.res.headers.getSetCookie();
    const html = c.res.headers.get('content-type')?.startsWith('text/html') === true;
    // Most answers (an API reply that sets no cookie and is no 401) leave both cookies as they are: nothing to read.
    if (setCookies.length === 0 && c.res.status !== 401 && !html) return;
    const session = (await deps.auth.$context).authCookies.sessionToken.name;
    const sent = cookieNames(c.req.header('cookie'));
    const sessionSetCookie = setCookies.find((header) => header.startsWith(`${session}=`));

    let signedIn: boolean | undefined;
    let lifetime = '';
    if (sessionSetCookie) {
      signedIn = !deletes(sessionSetCookie);
      // The same lifetime as the session cookie: a "remember me" session outlives the browser, the other does not.
      lifetime = (/;\s*max-age=\d+/i.exec(sessionSetCookie) ?? /;\s*expires=[^;]+/i.exec(sessionSetCookie))?.[0] ?? '';
    } else if (
      c.res.status === 401 &&
      c.req.path.startsWith('/api/') &&
      !c.req.path.startsWith('/api/auth/') &&
      !c.req.header('authorization')
    ) {
      // (A refused API key says nothing about the cookie: it was ignored, docs/decisions/0059-api-keys.md.)
      // The guard found no valid session (expired, revoked, user deactivated): the cookie is dead, the hint wrong.
      signedIn = false;
      if (sent.has(session)) c.res.headers.append('Set-Cookie', remove(session, '; HttpOnly'));
    } else if (html) {
      signedIn = sent.has(session);
    }

    if (signedIn === true && (sessionSetCookie || !sent.has(name))) c.res.headers.append('Set-Cookie', set(lifetime));
    if (signedIn === false && sent.has(name)) c.res.headers.append('Set-Cookie', remove(name));
  };
}
