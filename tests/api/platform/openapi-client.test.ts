/**
 * The reference tells an integrator everything (docs/decisions/0059-api-keys.md): a client generated from
 * GET /api/openapi.json by a separate tool (openapi-typescript) type-checks a script that lists tasks with an API key,
 * and the same script, run, lists them. If the document lost the tasks list's shape, `tsc` fails here. The document
 * also declares the key scheme, the RateLimit-* headers and the 429 answer.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

/** What an integrator writes against the generated types: list tasks with a key, typed end to end. */
const SCRIPT = `
import type { paths } from './api';

type ListTasks = paths['/tasks']['get'];
export type TaskQuery = NonNullable<ListTasks['parameters']['query']>;
export type TaskPage = ListTasks['responses'][200]['content']['application/json'];
type Refusal = ListTasks['responses'][401]['content']['application/json'];

export async function listTasks(baseUrl: string, key: string, query: TaskQuery, fetchImpl: typeof fetch = fetch): Promise<TaskPage> {
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  const res = await fetchImpl(baseUrl + '/api/tasks?' + search.toString(), { headers: { Authorization: 'Bearer ' + key } });
  if (res.status === 429) throw new Error('Rate limited: try again in ' + res.headers.get('Retry-After') + ' s');
  if (!res.ok) throw new Error(((await res.json()) as Refusal).error.message);
  return (await res.json()) as TaskPage;
}

export function summary(page: TaskPage): string[] {
  const lines = page.items.map((task) => task.title + ' [' + task.status + '] ' + task.client.name + (task.dueDate ? ' due ' + task.dueDate : ''));
  const total: number = page.total;
  return [...lines, total + ' in all, ' + page.stats.pending + ' pending'];
}

export const PENDING: TaskQuery = { status: 'pending', pageSize: 5, sort: 'due' };
`;

const TSCONFIG = {
  compilerOptions: {
    strict: true,
    noEmit: true,
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    lib: ['ES2022', 'DOM'],
    types: [],
  },
  files: ['list-tasks.ts'],
};

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** Writes the generated types and the script into a folder and type-checks it: tsc's exit code and output. */
async function typeCheck(dir: string, document: unknown): Promise<{ code: number | null; output: string }> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0]);
  writeFileSync(path.join(dir, 'api.d.ts'), astToString(ast));
  writeFileSync(path.join(dir, 'list-tasks.ts'), SCRIPT);
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    child.on('close', (code) => resolve({ code, output }));
  });
}

let t: TestApp;
let document: Record<string, any>;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'openapi-client-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.request('/api/openapi.json')).json;
});
afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await t.close();
});

describe('a client generated from the OpenAPI document', () => {
  it('type-checks and runs a script that lists tasks with an API key; without the list’s shape it does not compile', async () => {
    const good = tempDir();
    // The same document with the tasks list's answer reduced to "an object": the script must no longer compile.
    const broken = structuredClone(document);
    broken.paths['/tasks'].get.responses['200'].content['application/json'].schema = { type: 'object' };
    const [checked, refused] = await Promise.all([typeCheck(good, document), typeCheck(tempDir(), broken)]);
    expect(checked.output).toBe('');
    expect(checked.code).toBe(0);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toMatch(/list-tasks\.ts/);

    const made = await t.request('/api/account/api-keys', {
      cookie: await t.as(DEMO_ACCOUNTS.manager),
      body: { name: 'Generated client' },
    });
    const script = (await import(pathToFileURL(path.join(good, 'list-tasks.ts')).href)) as {
      listTasks: (base: string, key: string, query: unknown, fetchImpl: typeof fetch) => Promise<{ items: { status: string }[] }>;
      summary: (page: unknown) => string[];
      PENDING: unknown;
    };
    const page = await script.listTasks('http://localhost:3000', made.json.key, script.PENDING, (url, init) =>
      Promise.resolve(t.app.request(String(url), init)),
    );
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((task) => task.status === 'pending')).toBe(true);
    expect(script.summary(page).at(-1)).toMatch(/in all, \d+ pending/);
  }, 60_000);

  it('declares the API key and session schemes, the RateLimit headers and the 429 answer', () => {
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(Object.keys(document.components.headers)).toEqual(
      expect.arrayContaining(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After']),
    );
    const list = document.paths['/tasks'].get;
    expect(list.security).toEqual([{ apiKey: [] }, { session: [] }]);
    expect(Object.keys(list.responses['200'].headers)).toEqual(
      expect.arrayContaining(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']),
    );
    expect(Object.keys(list.responses['429'].headers)).toContain('Retry-After');
    // Making a key takes a browser session; a public route takes nothing.
    expect(document.paths['/account/api-keys'].post.security).toEqual([{ session: [] }]);
    expect(document.paths['/contact-submissions'].post.security).toEqual([]);
  });

  it('shows an example answer for the main lists', () => {
    for (const [route, field] of [
      ['/tasks', 'title'],
      ['/projects', 'name'],
      ['/clients', 'name'],
    ] as const) {
      const example = document.paths[route].get.responses['200'].content['application/json'].example;
      expect(example.items[0][field], route).toBeTruthy();
    }
    const billing = document.paths['/clients/{id}/billing'].get.responses['200'].content['application/json'].example;
    expect(billing.invoices.items[0].invoiceNumber).toBeTruthy();
  });
});
