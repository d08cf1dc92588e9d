/**
 * The SQL the app sends for each of the floor's endpoints, captured from the app itself: the app is built in this
 * process on the bench database (no job runner, so nothing else queries), each request is made twice and the second
 * one's statements are kept (the first may write "last active" or warm a cache). The floor (bench/floor.ts) replays
 * exactly these statements, so it can never drift from what the services send.
 */
import type { QueryConfig } from 'pg';
import { createApp } from '@server/app';
import { buildDeps } from '@server/bootstrap';
import { openDatabase } from '@server/db/client';
import { readEnv } from '@server/env';

export interface Statement {
  text: string;
  values: unknown[];
  /** Set when the app sends a named prepared statement. */
  name?: string;
}

export interface FloorCapture {
  /** How the floor checks the session cookie as the app does: its name and the signing secret. */
  cookieName: string;
  secret: string;
  /** The session token the captured statements were sent with (the floor puts the request's in its place). */
  token: string;
  /** Per path: the session lookup first, then the endpoint's own statements in the order they were sent. */
  statements: Record<string, Statement[]>;
}

export const FLOOR_PATHS = ['/api/tasks', '/api/dashboard', '/api/me'] as const;
export type FloorPath = (typeof FLOOR_PATHS)[number];

/** `cookie`: a session cookie of the app started with the same environment (the same auth secret). */
export async function captureFloorStatements(url: string, cookie: string): Promise<FloorCapture> {
  const database = await openDatabase({ url });
  try {
    const env = readEnv({ NODE_ENV: 'test', DATABASE_URL: url, APP_URL: 'http://127.0.0.1', LOG_LEVEL: 'silent' });
    const deps = buildDeps(env, database);
    const app = createApp(deps);
    const pool = database.pool!;
    let sent: Statement[] = [];
    const query = pool.query.bind(pool) as (config: unknown, values?: unknown[]) => Promise<unknown>;
    // Every statement drizzle sends goes through the pool's query (a read needs no transaction of its own).
    (pool as unknown as { query: typeof query }).query = (config, values) => {
      const c = (typeof config === 'string' ? { text: config } : config) as QueryConfig;
      sent.push({ text: c.text, values: [...(values ?? c.values ?? [])], ...(c.name && { name: c.name }) });
      return query(config, values);
    };
    const statements = {} as Record<FloorPath, Statement[]>;
    for (const path of FLOOR_PATHS) {
      for (let i = 0; i < 2; i++) {
        sent = [];
        const res = await app.request(`http://127.0.0.1${path}`, { headers: { cookie } });
        if (res.status !== 200) throw new Error(`Capturing ${path}: the app answered ${res.status}`);
        await res.arrayBuffer();
      }
      statements[path] = sent;
    }
    const context = await deps.auth.$context;
    const cookieName = context.authCookies.sessionToken.name;
    const raw = decodeURIComponent(
      cookie
        .split('; ')
        .find((c) => c.startsWith(`${cookieName}=`))!
        .slice(cookieName.length + 1),
    );
    const token = raw.slice(0, raw.lastIndexOf('.'));
    for (const [path, list] of Object.entries(statements)) {
      if (!list[0]?.values.some((v) => v === token || (Array.isArray(v) && v.includes(token))))
        throw new Error(`Capturing ${path}: the first statement is not the session lookup`);
    }
    return { cookieName, secret: context.secret, token, statements };
  } finally {
    await database.close();
  }
}
