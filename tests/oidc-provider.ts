/**
 * A real OpenID Connect provider (panva's oidc-provider) on a free local port, for the sign-in tests: one client (this
 * portal) and a few in-memory people. Its development sign-in form takes any login name without a password; the name
 * picks the person below. `signInThroughProvider` plays the browser through the whole authorization code flow.
 */
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

export interface ProviderPerson {
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

export const OIDC_CLIENT = { id: 'portal-tests', secret: 'portal-tests-secret-0123456789' } as const;

export interface LocalProvider {
  issuer: string;
  close: () => Promise<void>;
}

/** `redirectUri`: the portal's callback, e.g. http://localhost:3000/api/auth/callback/oidc. */
export async function startOidcProvider(people: Record<string, ProviderPerson>, redirectUri: string): Promise<LocalProvider> {
  // The issuer names the port, so the server listens first and the provider answers its requests once built.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // The test's people are the only accounts; an unknown login name has none.
    findAccount: async (_ctx, sub) => {
      const person = people[sub];
      if (!person) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...person, name: `${person.given_name} ${person.family_name}` }) };
    },
    cookies: { keys: ['oidc-test-cookie-key-0123456789'] },
    // Lifetimes set, so the provider does not print a notice for each default it falls back to.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: true } },
  });
  provider.on('server_error', (_ctx, error) => console.error('oidc-provider server_error', error));
  server.on('request', provider.callback());
  return { issuer, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A cookie jar per origin, enough for one browser's run through the provider and back. */
class Jar {
  private cookies = new Map<string, Map<string, string>>();
  header(url: string): string {
    const jar = this.cookies.get(new URL(url).origin);
    return jar ? [...jar].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  }
  store(url: string, headers: Headers) {
    const origin = new URL(url).origin;
    const jar = this.cookies.get(origin) ?? new Map<string, string>();
    for (const line of headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    this.cookies.set(origin, jar);
  }
}

export interface PortalFetch {
  (url: string, init: { method?: string; headers?: Record<string, string>; body?: string }): Promise<Response>;
}

/**
 * Plays a browser signing in with the provider as `login`: asks the portal to start (POST /api/auth/sign-in/social),
 * follows every redirect by hand, fills in the provider's login and consent forms, and stops at the portal's last
 * answer. `portal` sends requests for the portal's origin (the in-process app); the provider is reached over HTTP.
 * Answers the final redirect's target and the portal's cookies (the session, when signed in).
 */
export async function signInThroughProvider(
  portal: PortalFetch,
  appUrl: string,
  login: string,
  start: { callbackURL: string; errorCallbackURL: string } = { callbackURL: '/login', errorCallbackURL: '/login' },
) {
  const jar = new Jar();
  const send = async (url: string, init: { method?: string; body?: string; type?: string } = {}) => {
    const headers: Record<string, string> = { cookie: jar.header(url) };
    if (init.type) headers['content-type'] = init.type;
    const ours = url.startsWith(appUrl);
    if (ours && init.method === 'POST') headers.origin = appUrl;
    const res = ours
      ? await portal(url, { method: init.method ?? 'GET', headers, body: init.body })
      : await fetch(url, { method: init.method ?? 'GET', headers, body: init.body, redirect: 'manual' });
    jar.store(url, res.headers);
    return res;
  };
  const started = await send(`${appUrl}/api/auth/sign-in/social`, {
    method: 'POST',
    type: 'application/json',
    body: JSON.stringify({ provider: 'oidc', ...start }),
  });
  if (started.status !== 200) throw new Error(`The portal refused to start: ${started.status} ${await started.text()}`);
  let url = ((await started.json()) as { url: string }).url;
  for (let step = 0; step < 20; step++) {
    const res = await send(url);
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, url).toString();
      if (next.startsWith(appUrl) && !next.startsWith(`${appUrl}/api/`)) {
        return { location: next, cookie: jar.header(appUrl), status: res.status };
      }
      url = next;
      continue;
    }
    const html = await res.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!prompt || !action) throw new Error(`Unexpected page at ${url} (${res.status}): ${html.slice(0, 500)}`);
    const form = new URLSearchParams({ prompt, ...(prompt === 'login' ? { login, password: 'any' } : {}) });
    const posted = await send(new URL(action, url).toString(), {
      method: 'POST',
      type: 'application/x-www-form-urlencoded',
      body: form.toString(),
    });
    if (posted.status < 300 || posted.status >= 400) throw new Error(`The provider's ${prompt} form answered ${posted.status}`);
    url = new URL(posted.headers.get('location')!, url).toString();
  }
  throw new Error('Too many redirects');
}
