/**
 * Which described replies the API tests exercise. Every JSON answer the server checked against its description
 * (src/server/openapi/reply-check.ts) is written down per worker; after a full run of the api project the global
 * teardown lists the described endpoints whose success reply no test reached. An endpoint may stay unexercised only
 * in reply-coverage-allowed.json, with a reason, and that list only shrinks: an entry that is exercised now must go.
 */
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { Endpoint } from '@shared/api/endpoint';

const RUN_SUFFIX = process.env.TEST_RUN_ID ? `_${process.env.TEST_RUN_ID.replace(/[^a-z0-9]/gi, '')}` : '';
const RECORD_DIR = path.resolve(`.data-test/replies${RUN_SUFFIX}`);
const API_DIR = path.resolve('src/shared/api');
const ALLOWED_FILE = path.resolve('tests/api/support/reply-coverage-allowed.json');

/** In a worker: writes each checked reply once per test file's module instance (a line per method, path and status). */
export function replyRecorder(): (reply: { method: string; path: string; status: number }) => void {
  const seen = new Set<string>();
  const file = path.join(RECORD_DIR, `${process.pid}-${threadId}.txt`);
  return ({ method, path: route, status }) => {
    const line = `${method} ${route} ${status}`;
    if (seen.has(line)) return;
    seen.add(line);
    mkdirSync(RECORD_DIR, { recursive: true });
    appendFileSync(file, `${line}\n`);
  };
}

/** Before a run: nothing recorded yet. */
export function clearReplyRecords(): void {
  rmSync(RECORD_DIR, { recursive: true, force: true });
}

/** Every description with a JSON reply, as 'get /projects/{id}'. */
async function describedJsonEndpoints(): Promise<string[]> {
  const names = new Set<string>();
  for (const file of readdirSync(API_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const module = (await import(path.join(API_DIR, file))) as Record<string, unknown>;
    for (const group of Object.values(module)) {
      if (!group || typeof group !== 'object') continue;
      for (const e of Object.values(group) as Partial<Endpoint>[]) {
        if (!e || typeof e !== 'object' || typeof e.method !== 'string' || typeof e.path !== 'string' || !e.reply) continue;
        if (typeof e.reply === 'object' && '~standard' in e.reply) names.add(`${e.method} ${e.path}`);
      }
    }
  }
  return [...names].sort();
}

/** The endpoints whose 2xx reply some test had checked. */
function exercised(): Set<string> {
  const found = new Set<string>();
  if (!existsSync(RECORD_DIR)) return found;
  for (const file of readdirSync(RECORD_DIR)) {
    for (const line of readFileSync(path.join(RECORD_DIR, file), 'utf8').split('\n')) {
      const [method, route, status] = line.split(' ');
      if (method && route && Number(status) >= 200 && Number(status) < 300) found.add(`${method} ${route}`);
    }
  }
  return found;
}

/**
 * After a full run: the unexercised endpoints not allowed by the list, and allowed ones that are exercised now, are
 * errors. The counts are printed either way.
 */
export async function checkReplyCoverage(): Promise<string[]> {
  const described = await describedJsonEndpoints();
  const reached = exercised();
  const allowed = JSON.parse(readFileSync(ALLOWED_FILE, 'utf8')) as Record<string, string>;
  const missing = described.filter((name) => !reached.has(name));
  console.log(
    `Replies checked against their description: ${described.length - missing.length} of ${described.length} JSON endpoints ` +
      `exercised; ${missing.length} not (${Object.keys(allowed).length} allowed).`,
  );
  const unreached = missing.filter((name) => !allowed[name]);
  if (unreached.length > 0) {
    console.log(`Not yet reached by any API test (add a test, or an entry with its reason):\n${unreached.map((n) => `  ${n}`).join('\n')}`);
  }
  const problems = [
    ...unreached.map((name) => `${name}: no API test reaches its 2xx reply (add one)`),
    ...Object.keys(allowed)
      .filter((name) => !missing.includes(name))
      .map((name) => `${name}: exercised now or no longer described, take it out of reply-coverage-allowed.json`),
    ...Object.entries(allowed)
      .filter(([, reason]) => !reason.trim())
      .map(([name]) => `${name}: its entry in reply-coverage-allowed.json needs a reason`),
  ];
  return problems;
}
