/**
 * Field-level checks for tests/api/authorization/field-level.test.ts: what a caller may and may not see, collected with plain SQL
 * (not with the scoping code under test), and a scanner that searches a response's text and JSON for anything else.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@server/db/client';
import type { TestApp } from '../support/harness';

type Db = TestApp['database']['db'];
const rows = <T>(db: Db, query: ReturnType<typeof sql>) => queryRows<T>(db, query);

/**
 * A task (of the table `tasks`) its client's users see: its own switch, and its project sharing tasks (decision 0103).
 * Hidden tasks, their comments, internal comments and time not yet approved count as foreign below.
 */
const SHOWN = sql`(tasks.client_visible and coalesce((select p.client_sees_tasks from projects p where p.id = tasks.project_id), true))`;

/**
 * An expense a client user may read (decision 0116): billable, of their company, on an issued invoice or approved on a
 * project that shares its expenses. Every other expense, its id and its description, counts as foreign.
 */
const EXPENSE_SHOWN = (clientId: string) => sql`(expenses.client_id = ${clientId} and expenses.billable and (
  exists (select 1 from invoices iv where iv.id = expenses.invoice_id and iv.status not in ('draft', 'void'))
  or (expenses.status = 'approved' and exists (select 1 from projects sp where sp.id = expenses.project_id and sp.client_sees_expenses))))`;

/** Ids and names of everything belonging to other companies, and what a client user of `clientId` may see. */
export async function clientView(db: Db, clientId: string) {
  const foreign = await rows<{ id: string; name: string | null }>(
    db,
    sql`select id, name from clients where id <> ${clientId}
        union all select id, name from projects where client_id <> ${clientId}
        union all select id, title from tasks where client_id <> ${clientId}
        union all select m.id, m.name from milestones m join projects p on p.id = m.project_id where p.client_id <> ${clientId}
        union all select id, subject from communications where client_id <> ${clientId} or staff_only
        union all select id, invoice_number from invoices where client_id <> ${clientId}
        union all select id, null from client_revenue
        union all select id, name from users where client_id is not null and client_id <> ${clientId}
        union all select id, null from project_messages where client_id <> ${clientId} or internal
        union all select id, null from request_messages where client_id <> ${clientId} or internal
        union all select id, title from tasks where client_id = ${clientId} and not ${SHOWN}
        union all select c.id, null from task_comments c join tasks on tasks.id = c.task_id
          where tasks.client_id = ${clientId} and (c.internal or not ${SHOWN})
        union all select id, null from time_entries where client_id = ${clientId} and status not in ('approved', 'invoiced')
        union all select id, description from expenses where not ${EXPENSE_SHOWN(clientId)}`,
  );
  // A name this company's own records share (two clients can both have a 'Website Redesign') names nothing foreign.
  const own = await rows<{ name: string }>(
    db,
    sql`select name from clients where id = ${clientId} union select name from projects where client_id = ${clientId}
        union select title from tasks where client_id = ${clientId} and ${SHOWN}
        union select m.name from milestones m join projects p on p.id = m.project_id where p.client_id = ${clientId}
        union select subject from communications where client_id = ${clientId} and not staff_only
        union select invoice_number from invoices where client_id = ${clientId} and invoice_number is not null
        union select name from users where client_id = ${clientId}
        union select description from expenses where ${EXPENSE_SHOWN(clientId)}`,
  );
  const ownNames = new Set(own.map((r) => r.name));
  // Short names ('QA') would match ordinary words; ids are what identify a record in any case.
  const foreignNames = [...new Set(foreign.map((r) => r.name).filter((n): n is string => !!n && n.length >= 8 && !ownNames.has(n)))];

  // Decision: a client user may see the e-mails of their own company's users, of their company's contact, of the
  // staff who manage or work on their projects, the addresses on their own company's communications, and the agency's
  // own e-mail printed on its documents (Settings > Billing).
  const emails = await rows<{ email: string | null }>(
    db,
    sql`select email from users where client_id = ${clientId}
        union select email from clients where id = ${clientId}
        union select u.email from users u join projects p on p.project_manager_id = u.id where p.client_id = ${clientId}
        union select u.email from users u join project_assignments pa on pa.profile_id = u.id
              join projects p on p.id = pa.project_id where p.client_id = ${clientId}
        union select from_email from communications where client_id = ${clientId} and not staff_only
        union select to_email from communications where client_id = ${clientId} and not staff_only
        union select email from agency_profile`,
  );
  // Internal texts: the clients' notes, and what staff wrote in their own company's staff-only communications (decision
  // 0028) unless the same words also stand in a record shared with them.
  const notes = await rows<{ notes: string }>(
    db,
    sql`select notes from clients where notes is not null and length(notes) >= 12
        union select content from communications where client_id = ${clientId} and staff_only and length(content) >= 12
          and content not in (select content from communications where client_id = ${clientId} and not staff_only and content is not null)
        union select body from project_messages where client_id = ${clientId} and internal and length(body) >= 12
          and body not in (select body from project_messages where client_id = ${clientId} and not internal)
        union select body from request_messages where client_id = ${clientId} and internal and length(body) >= 12
          and body not in (select body from request_messages where client_id = ${clientId} and not internal)
        union select c.content from task_comments c join tasks on tasks.id = c.task_id
          where tasks.client_id = ${clientId} and (c.internal or not ${SHOWN}) and length(c.content) >= 12
          and c.content not in (select c2.content from task_comments c2 join tasks on tasks.id = c2.task_id
            where tasks.client_id = ${clientId} and not c2.internal and ${SHOWN})
        union select description from tasks where client_id = ${clientId} and not ${SHOWN} and length(description) >= 12
          and description not in (select description from tasks where client_id = ${clientId} and ${SHOWN} and description is not null)
          and description not in (select description from client_requests where client_id = ${clientId} and description is not null)`,
  );
  return {
    foreignIds: new Set(foreign.map((r) => r.id)),
    foreignNames,
    allowedEmails: new Set(emails.map((r) => r.email?.toLowerCase()).filter((e): e is string => !!e)),
    notes: notes.map((r) => r.notes),
  };
}

export type ClientView = Awaited<ReturnType<typeof clientView>>;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/gi;
/** Keys that carry money the agency earns: never shown to a client user (their own invoices aside) or to non-admin staff. */
const REVENUE_KEY = /revenue/i;
// A budget of hours (budgetMinutes) is time, not money: the team and the client see it (decision 0048).
const MONEY_KEY = /minor$|amount|revenue|^totals$|budget(?!minutes)|price/i;

/** Every (path, key, value) in a JSON document. */
function* leaves(value: unknown, path = '$'): Generator<[string, string, unknown]> {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* leaves(v, `${path}[${i}]`);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      yield [`${path}.${k}`, k, v];
      yield* leaves(v, `${path}.${k}`);
    }
  }
}

/** What an expense cost the agency and how it was marked up: never a client's to read (decision 0116). */
const EXPENSE_COST_KEYS = [
  'amountMinor',
  'netMinor',
  'taxMinor',
  'taxName',
  'taxRateMillionths',
  'vendor',
  'markupBasisPoints',
  'returnNote',
];

/** Every object in a JSON document, with its path. */
function* objects(value: unknown, path = '$'): Generator<[string, Record<string, unknown>]> {
  if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* objects(v, `${path}[${i}]`);
  else if (value && typeof value === 'object') {
    yield [path, value as Record<string, unknown>];
    for (const [k, v] of Object.entries(value)) yield* objects(v, `${path}.${k}`);
  }
}

const hasValue = (v: unknown) => v !== null && v !== undefined && v !== 0 && !(typeof v === 'object' && Object.keys(v).length === 0);

/** What a client user must never receive; `billing` is true for their own billing and invoice routes. */
export function clientLeaks(view: ClientView, text: string, json: unknown, billing: boolean): string[] {
  const found: string[] = [];
  for (const id of text.match(UUID) ?? []) if (view.foreignIds.has(id.toLowerCase())) found.push(`another company's id ${id}`);
  for (const name of view.foreignNames)
    if (text.includes(JSON.stringify(name).slice(1, -1))) found.push(`another company's name "${name}"`);
  for (const email of text.match(EMAIL) ?? []) if (!view.allowedEmails.has(email.toLowerCase())) found.push(`e-mail ${email}`);
  for (const note of view.notes) if (text.includes(JSON.stringify(note).slice(1, -1).slice(0, 60))) found.push('internal client notes');
  for (const [path, key, value] of leaves(json)) {
    if (key === 'notes' && hasValue(value)) found.push(`notes at ${path}`);
    if (REVENUE_KEY.test(key) && hasValue(value)) found.push(`revenue at ${path}`);
    if (!billing && MONEY_KEY.test(key) && typeof value === 'number' && value !== 0) found.push(`amount at ${path}`);
    if (key === 'markupBasisPoints' && hasValue(value)) found.push(`markup at ${path}`);
  }
  // An expense (it has an expense date) says what the client is billed, never what it cost or who sold it.
  for (const [path, object] of objects(json))
    if ('expenseDate' in object)
      for (const key of EXPENSE_COST_KEYS) if (hasValue(object[key])) found.push(`expense cost ${key} at ${path}`);
  return found;
}

/** Developers, designers and support: no financial field with a value anywhere. */
export function financialLeaks(json: unknown): string[] {
  const found: string[] = [];
  // A switch (what the client sees of a project's budget) is no figure.
  for (const [path, key, value] of leaves(json))
    if (MONEY_KEY.test(key) && hasValue(value) && typeof value !== 'boolean') found.push(`${key} at ${path}`);
  return found;
}
