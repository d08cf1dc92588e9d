/** A minimal API client for the soak scripts and operations tests: JSON in and out, a session cookie, the app's Origin. */
import { createServer } from 'node:net';

export interface Answer {
  status: number;
  json: any;
  ms: number;
}

/** A port free right now on 127.0.0.1, so APP_URL can be known before the server starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function call(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = performance.now();
  const headers: Record<string, string> = { origin: base };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
    headers,
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  return { status: res.status, json: parseJson(text), ms: performance.now() - started };
}

function parseJson(text: string): any {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return { raw: text.slice(0, 200) };
  }
}

export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(30_000),
  });
  if (res.status !== 200) throw new Error(`Sign-in as ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}
