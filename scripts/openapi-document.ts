/**
 * Writes the API's OpenAPI document to a file (default .openapi/openapi.json) for the linters (`npm run lint:api`).
 * It is the document GET /api/openapi.json serves: the app is built as the server builds it, on a database it never
 * reaches (describing the routes queries nothing), with APP_URL as the server address (a placeholder by default).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '@server/app';
import { buildDeps } from '@server/bootstrap';
import { openDatabase } from '@server/db/client';
import { readEnv } from '@server/env';

const out = path.resolve(process.argv[2] ?? '.openapi/openapi.json');
const dataDir = mkdtempSync(path.join(tmpdir(), 'openapi-document-'));
const env = readEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: 'error',
  DATA_DIR: dataDir,
  APP_URL: process.env.APP_URL ?? 'https://portal.agency.test',
});
// A pool connects on its first query, and none is made.
const database = await openDatabase({ url: 'postgres://nobody@127.0.0.1:1/none' });
try {
  const res = await createApp(buildDeps(env, database)).request(`${env.APP_URL}/api/openapi.json`);
  if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}: ${await res.text()}`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(await res.json(), null, 2)}\n`);
  console.log(`OpenAPI document written to ${path.relative(process.cwd(), out)}`);
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
