/**
 * SQL against the e2e server's own embedded database, for data no route of this run writes (an approved expense):
 * the app's PGlite answers the PostgreSQL protocol on a unix socket in a private temporary folder (decision 0065),
 * found here from the server process that listens on E2E_PORT (its open sockets, named in /proc/net/unix).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { E2E_PORT } from './helpers';

function socketFolder(): string {
  const pids = execFileSync('fuser', [`${E2E_PORT}/tcp`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const listening = new Map<string, string>();
  for (const line of readFileSync('/proc/net/unix', 'utf8').split('\n').slice(1)) {
    const cols = line.trim().split(/\s+/);
    const where = cols[7];
    if (where?.endsWith('/.s.PGSQL.5432') && where.includes('portal-db-')) listening.set(cols[6]!, path.dirname(where));
  }
  for (const pid of pids) {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`) || '')?.[1];
      const folder = inode ? listening.get(inode) : undefined;
      if (folder) return folder;
    }
  }
  throw new Error(`No embedded database socket found for the server on port ${E2E_PORT}`);
}

/** Runs one statement on the app's database and answers its rows. */
export async function appSql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ host: socketFolder(), user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
