/**
 * How the authorization table signs each role in: with its session cookie (authorization.test.ts) or with an API key
 * made by that session (authorization-keys.test.ts, docs/decisions/0059-api-keys.md). The table, its rows and its
 * expectations are the same; only the credential differs, so "a key acts exactly as its user" is the whole table.
 */
import type { TestApp } from '../support/harness';

export type CredentialMode = 'cookie' | 'key';

let mode: CredentialMode = 'cookie';

/**
 * Set by the table's runner as a file defines its tests. The files of a worker share this module (the api project does
 * not isolate them), and each file's tests run before the next file is loaded, so each file's mode holds for its run.
 */
export function setCredentialMode(next: CredentialMode): void {
  mode = next;
}

export const credentialMode = () => mode;

const BEARER = 'Bearer ';

/** The role's credential: its cookie, or `Bearer <key>` for a key its session just made. */
export async function credentialOf(t: TestApp, email: string): Promise<string> {
  const cookie = await t.as(email);
  if (mode === 'cookie') return cookie;
  const res = await t.request('/api/account/api-keys', { cookie, body: { name: 'Authorization table' } });
  if (res.status !== 201) throw new Error(`Making a key as ${email} failed: ${res.status} ${res.text}`);
  return `${BEARER}${res.json.key as string}`;
}

/** The app whose `request` sends a `Bearer` credential as the Authorization header, never as a cookie. */
export function withCredential(t: TestApp): TestApp {
  const request: TestApp['request'] = (pathname, init = {}) =>
    init.cookie?.startsWith(BEARER)
      ? t.request(pathname, { ...init, cookie: undefined, headers: { ...init.headers, authorization: init.cookie } })
      : t.request(pathname, init);
  return { ...t, request };
}
