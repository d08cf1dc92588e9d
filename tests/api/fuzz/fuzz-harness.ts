/**
 * What the fuzz tests share: sending one generated request, the properties every answer must have, a cheap
 * fingerprint of the database, the pools of existing ids, and the count of cases run.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '@server/db/client';
import type { IdPools } from './fuzz-arbitraries';
import type { TestApp } from '../support/harness';

/** A generated request: the path with its ids filled in, a query string, and a body as JSON or raw text. */
export interface FuzzRequest {
  path: string;
  query?: string;
  body?: { json: unknown } | { raw: string; contentType?: string };
}

export type Answer = Awaited<ReturnType<TestApp['request']>>;

/**
 * Cases per route (a write costs more: a checksum of every table per case); FUZZ_RUNS=<n> sets both. A run's seed is
 * printed with its summary and by fast-check on failure; FUZZ_SEED=<n> replays it.
 */
export const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 40);
export const WRITE_RUNS = Number(process.env.FUZZ_RUNS ?? 30);
export const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

export const counts = { cases: 0, accepted: 0, routes: new Set<string>() };

export async function send(t: TestApp, method: string, req: FuzzRequest, cookie: string): Promise<Answer> {
  const url = req.query ? `${req.path}?${req.query}` : req.path;
  const body = req.body;
  if (!body) return t.request(url, { method, cookie });
  if ('json' in body) return t.request(url, { method, cookie, rawBody: JSON.stringify(body.json) ?? 'null' });
  const headers = body.contentType ? { 'content-type': body.contentType } : undefined;
  return t.request(url, { method, cookie, rawBody: body.raw, headers });
}

/** Field names an error may name: the schema's, the ones sent, and '_' for the request as a whole. */
function allowedFieldNames(known: string[], req: FuzzRequest): Set<string> {
  const names = new Set(['_', ...known]);
  const sent = !req.body ? undefined : 'json' in req.body ? req.body.json : parsedOrNothing(req.body.raw);
  if (sent && typeof sent === 'object' && !Array.isArray(sent)) for (const key of Object.keys(sent)) names.add(key);
  if (req.query) for (const key of new URLSearchParams(req.query).keys()) names.add(key);
  return names;
}

function parsedOrNothing(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Never a 5xx; a refusal is a 4xx JSON error with a code and a message, and a 400 names the offending field(s),
 * each one a field of the schema or of the request (`foreign`: answered by better-auth, whose error shape is its own,
 * so only the status counts). Returns whether the request was refused.
 */
export function expectSane(res: Answer, req: FuzzRequest, known: string[], foreign = false): boolean {
  const where = `${req.path}${req.query ? `?${req.query}` : ''} -> ${res.status} ${res.text.slice(0, 300)}`;
  expect(res.status, where).toBeLessThan(500);
  if (res.status < 400) {
    counts.accepted++;
    return false;
  }
  if (foreign) return true;
  expect(res.json?.error?.code, where).toEqual(expect.any(String));
  expect(res.json?.error?.message, where).toEqual(expect.any(String));
  if (res.status === 400) {
    const fields = Object.keys(res.json.error.fields ?? {});
    expect(fields.length, `a 400 names a field: ${where}`).toBeGreaterThan(0);
    const allowed = allowedFieldNames(known, req);
    // A nested field ('items.0.amount') is named by its first segment; a sent key may itself hold dots.
    for (const field of fields)
      expect(allowed.has(field) || allowed.has(field.split('.')[0]!), `unknown field '${field}' in ${where}`).toBe(true);
  }
  return true;
}

/** Tables a refused request may legitimately touch: sessions are refreshed and limits counted on every request. */
const VOLATILE = new Set(['sessions', 'rate_limits', 'verifications', '__drizzle_migrations']);

let tableNames: string[] | null = null;

/** Row count and a checksum of every row of every table: a refused write must leave all of it as it was. */
export async function fingerprint(t: TestApp): Promise<string> {
  const db = t.database.db;
  tableNames ??= (
    await queryRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  )
    .map((r) => r.name)
    .filter((name) => !VOLATILE.has(name));
  const parts = tableNames.map(
    (name) =>
      `select '${name}' as name, count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${name}" x`,
  );
  const rows = await queryRows<{ name: string; n: number; h: string }>(db, sql.raw(parts.join(' union all ')));
  return rows.map((r) => `${r.name}:${r.n}:${r.h}`).join('\n');
}

/** The tables whose line differs between two fingerprints, so a failure names what a refusal wrote. */
export function changedTables(before: string, after: string): string[] {
  const lines = new Set(before.split('\n'));
  return after
    .split('\n')
    .filter((line) => !lines.has(line))
    .map((line) => line.split(':')[0]!);
}

/** Existing ids by kind, so generated requests also name real records. The caller's own user is left out. */
export async function idPools(t: TestApp, callerEmail: string): Promise<IdPools> {
  const q = async (query: ReturnType<typeof sql>) => (await queryRows<{ id: string }>(t.database.db, query)).map((r) => r.id);
  return {
    clients: await q(sql`select id from clients order by id limit 4`),
    projects: await q(sql`select id from projects order by id limit 4`),
    tasks: await q(sql`select id from tasks order by id limit 4`),
    milestones: await q(sql`select id from milestones order by id limit 6`),
    comments: await q(sql`select id from task_comments order by id limit 4`),
    messages: await q(sql`select id from project_messages order by id limit 4`),
    communications: await q(sql`select id from communications order by id limit 4`),
    requests: await q(sql`select id from client_requests order by id limit 4`),
    timeEntries: await q(sql`select id from time_entries order by id limit 4`),
    expenses: await q(sql`select id from expenses order by id limit 4`),
    expenseCategories: await q(sql`select id from expense_categories order by id limit 4`),
    files: await q(sql`select id from files order by id limit 4`),
    revenue: await q(sql`select id from client_revenue order by id limit 4`),
    invoices: await q(sql`select id from invoices order by id limit 4`),
    creditNotes: await q(sql`select id from credit_notes order by id limit 4`),
    recurringSchedules: await q(sql`select id from recurring_schedules order by id limit 4`),
    recurringExpenses: await q(sql`select id from recurring_expenses order by id limit 4`),
    quotes: await q(sql`select id from quotes order by id limit 4`),
    taxRates: await q(sql`select id from tax_rates order by id limit 4`),
    leads: await q(sql`select id from contact_submissions order by id limit 4`),
    apiKeys: await q(sql`select id from api_keys order by id limit 4`),
    webhookEndpoints: await q(sql`select id from webhook_endpoints order by id limit 4`),
    webhookDeliveries: await q(sql`select id from webhook_deliveries order by id limit 4`),
    users: await q(sql`select id from users where email <> ${callerEmail} order by id limit 6`),
    staff: await q(sql`select id from users where client_id is null and email <> ${callerEmail} order by id limit 4`),
    clientUsers: await q(sql`select id from users where client_id is not null order by id limit 4`),
    assignments: await q(sql`select id from project_assignments order by id limit 4`),
    sessions: await q(sql`select s.id from sessions s join users u on u.id = s.user_id where u.email <> ${callerEmail} limit 4`),
  };
}

export function summary(): string {
  return `fuzz: ${counts.cases} cases over ${counts.routes.size} routes (${counts.accepted} accepted)`;
}
