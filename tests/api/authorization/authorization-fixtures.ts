/**
 * The records the authorization table's requests act on, made with plain SQL (not with the scoping code under test).
 * Every function takes the test app's database rather than reading module state.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@server/db/client';
import type { Role } from '@shared/roles';
import type { TestApp } from '../support/harness';
import { expenseFixture } from './authorization-expense-fixture';

export type Db = TestApp['database']['db'];
export type Who = Role | 'anonymous';
export type Target = 'own' | 'other';
/** What a route's `:id` names; each is tried with a record in the caller's scope and one outside it. */
export type Kind =
  | 'project'
  | 'client'
  | 'task'
  | 'milestone'
  | 'comment'
  | 'communication'
  | 'revenue'
  | 'invoice'
  | 'user'
  | 'message'
  | 'request'
  | 'timeEntry'
  | 'projectTask'
  | 'creditNote'
  | 'quote'
  | 'acceptedQuote'
  | 'avatar'
  | 'expense';

/** What a request may use besides its own id: ids of the fixture made for it. */
export interface Fixture {
  id: string;
  assignmentId?: string;
  eligibleId?: string;
  milestoneIds?: string[];
  /** A client user of the fixture's client (the Users tab's `:userId`). */
  clientUserId?: string;
  /** The caller's own project and its client (for creating tasks where the caller works). */
  ownProject?: { id: string; clientId: string } | null;
  /** A client in the caller's scope (for logging a communication with it). */
  ownClientId?: string | null;
}

/** Who a fixture is made for: the caller's user id (the author of what they wrote) and whether they are a client user. */
export interface Caller {
  author: string;
  isClient: boolean;
}

let emailCount = 0;
export const uniqueEmail = () => `table-contact-${++emailCount}@example.test`;

export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows<T>(db, query);
}
export async function pick(db: Db, query: ReturnType<typeof sql>): Promise<string | null> {
  return (await rows<{ id: string }>(db, query))[0]?.id ?? null;
}
export async function insert(db: Db, query: ReturnType<typeof sql>): Promise<string> {
  return (await rows<{ id: string }>(db, query))[0]!.id;
}

/**
 * A copy of a project with the same client, manager and team, so it is in exactly the scopes the original is in,
 * plus two milestones, one more team member and someone who could still join (new people, so no demo account's
 * scope, which the table relies on, changes). Every write gets one, so no request changes what another one sees.
 */
export async function projectFixture(db: Db, sourceId: string): Promise<Fixture> {
  const id = await copyProject(db, sourceId);
  const milestoneIds = [
    await insert(db, sql`insert into milestones (project_id, name, order_index) values (${id}, 'First', 0) returning id`),
    await insert(db, sql`insert into milestones (project_id, name, order_index) values (${id}, 'Second', 1) returning id`),
  ];
  const [member, candidate] = [await newStaffMember(db), await newStaffMember(db)];
  const assignmentId = await insert(
    db,
    sql`insert into project_assignments (project_id, profile_id, role) values (${id}, ${member}, 'developer') returning id`,
  );
  return { id, milestoneIds, assignmentId, eligibleId: candidate };
}

/** A copy of a project with its manager and team, for the same client or another one. */
export async function copyProject(db: Db, sourceId: string, clientId?: string): Promise<string> {
  const id = await insert(
    db,
    sql`insert into projects (name, description, client_id, status, priority, project_manager_id)
    select name || ' (copy)', description, coalesce(${clientId ?? null}::uuid, client_id), status, priority, project_manager_id
    from projects where id = ${sourceId} returning id`,
  );
  await rows(
    db,
    sql`insert into project_assignments (project_id, profile_id, role)
    select ${id}, profile_id, role from project_assignments where project_id = ${sourceId}`,
  );
  return id;
}

/**
 * For staff, a copy of the client with copies of its projects and teams (the projects are what put a client in a
 * developer's scope); a client user's own company cannot be copied, and no request of theirs may change it. Either
 * way the client gets a contact of its own to edit, invite or delete.
 */
export async function clientFixture(db: Db, sourceId: string, write: boolean, callerIsClient: boolean): Promise<Fixture> {
  let id = sourceId;
  if (write && !callerIsClient) {
    id = await insert(
      db,
      sql`insert into clients (name, contact_person, email, status)
      select name || ' (copy)', contact_person, email, status from clients where id = ${sourceId} returning id`,
    );
    for (const project of await rows<{ id: string }>(db, sql`select id from projects where client_id = ${sourceId}`))
      await copyProject(db, project.id, id);
  }
  const clientUserId = await insert(
    db,
    sql`insert into users (email, name, first_name, last_name, role, client_id)
    values (${uniqueEmail()}, 'Table Contact', 'Table', 'Contact', 'client_additional', ${id}) returning id`,
  );
  return { id, clientUserId };
}

let staffCount = 0;
export async function newStaffMember(db: Db): Promise<string> {
  const n = ++staffCount;
  return insert(
    db,
    sql`insert into users (email, name, first_name, last_name, role)
    values (${`table-${n}@example.test`}, ${`Table Person ${n}`}, 'Table', ${`Person ${n}`}, 'developer') returning id`,
  );
}

/**
 * A copy of a task: same client, project, assignee and visibility to the client, so the same scopes (a copy of a task
 * kept from the client must be kept from them too, or a client's "other" task would turn into one of theirs).
 */
export async function taskCopy(db: Db, sourceId: string): Promise<string> {
  return insert(
    db,
    sql`insert into tasks (title, client_id, project_id, assigned_to_id, status, priority, type, client_visible)
    select title || ' (copy)', client_id, project_id, assigned_to_id, status, priority, type, client_visible from tasks where id = ${sourceId} returning id`,
  );
}

/** The record a request acts on: the seeded one for reads, a fresh copy in the same scope for writes. */
export async function fixtureFor(db: Db, kind: Kind, source: string, write: boolean, caller: Caller, target: Target): Promise<Fixture> {
  const author = caller.author;
  switch (kind) {
    case 'project':
      return write ? projectFixture(db, source) : { id: source };
    case 'milestone':
      return { id: (await projectFixture(db, source)).milestoneIds![0]! };
    case 'task':
      return { id: write ? await taskCopy(db, source) : source };
    case 'comment': {
      const taskId = await taskCopy(db, source);
      return {
        id: await insert(
          db,
          sql`insert into task_comments (task_id, user_id, content) values (${taskId}, ${author}, 'My comment') returning id`,
        ),
      };
    }
    case 'message':
      // Written by the caller on a project (theirs, or one outside their scope), shared with the client.
      return {
        id: await insert(
          db,
          sql`insert into project_messages (project_id, client_id, author_id, body, internal)
          select id, client_id, ${author}, 'My message', false from projects where id = ${source} returning id`,
        ),
      };
    case 'request':
      // Filed by the caller on a project (theirs, or one outside their scope), still open.
      return {
        id: await insert(
          db,
          sql`insert into client_requests (project_id, client_id, created_by_id, title)
          select id, client_id, ${author}, 'My request' from projects where id = ${source} returning id`,
        ),
      };
    case 'projectTask':
      // A copy of the task on a project (time is logged on project tasks only): its own, else one of its client's.
      return {
        id: await insert(
          db,
          sql`insert into tasks (title, client_id, project_id, assigned_to_id, status, priority, type, client_visible)
          select title || ' (copy)', client_id, coalesce(project_id, (select p.id from projects p where p.client_id = t.client_id order by p.id limit 1)),
                 assigned_to_id, status, priority, type, client_visible from tasks t where id = ${source} returning id`,
        ),
      };
    case 'timeEntry':
      // The caller's own open time on the task (a project task, or one of its client's projects); 'other' is nobody's.
      return {
        id: await insert(
          db,
          sql`insert into time_entries (user_id, task_id, project_id, client_id, work_date, minutes)
          select ${target === 'own' && !caller.isClient ? author : null}::uuid, t.id,
                 coalesce(t.project_id, (select p.id from projects p where p.client_id = t.client_id order by p.id limit 1)), t.client_id, current_date, 30
          from tasks t where t.id = ${source} returning id`,
        ),
      };
    case 'expense':
      return expenseFixture(db, source, caller, target);
    case 'client':
      return clientFixture(db, source, write, caller.isClient);
    case 'revenue':
      return {
        id: await insert(
          db,
          sql`insert into client_revenue (client_id, description, amount_minor, start_date)
          values (${source}, 'Retainer', 150000, current_date) returning id`,
        ),
      };
    case 'creditNote': {
      // A credit note on an issued invoice of the source client (the caller's company for a client user's 'own').
      const invoiceId = await insert(
        db,
        sql`insert into invoices (client_id, amount_minor, amount_credited_minor, status, due_date, issued_at)
        values (${source}, 250000, 1000, 'open', current_date + 30, now()) returning id`,
      );
      return {
        id: await insert(
          db,
          sql`insert into credit_notes (credit_note_number, invoice_id, client_id, currency, reason, total_minor, issued_on)
          values ('TABLE-' || gen_random_uuid(), ${invoiceId}, ${source}, 'USD', 'Table check', 1000, current_date) returning id`,
        ),
      };
    }
    case 'quote':
    case 'acceptedQuote':
      // A quote sent to the source client (the caller's company for a client user's 'own'), waiting for its answer or
      // accepted, with one section and line.
      return { id: await quoteFixture(db, source, kind === 'quote' ? 'sent' : 'accepted') };
    case 'invoice':
      return {
        id: await insert(
          db,
          sql`insert into invoices (client_id, amount_minor, status, due_date)
          values (${source}, 250000, 'open', current_date + 30) returning id`,
        ),
      };
    case 'user':
      return { id: await userFixture(db, source, caller, target) };
    case 'avatar': {
      // A user as above, with a picture: a colleague (or staff member) for 'own', another company's contact for 'other'.
      const id = await userFixture(db, source, caller, target);
      await rows(db, sql`insert into avatars (user_id, content_type, data) values (${id}, 'image/png', decode('89504e47', 'hex'))`);
      return { id };
    }
    case 'communication':
      // Logged by the caller on a client in their scope; outside it by nobody in particular (what one wrote oneself
      // is always in one's scope). Shared with the client, so a client user's 'own' is one they may read; staff-only
      // records are kept from them by tests/api/communications/communications-staff-only.test.ts.
      return {
        id: await insert(
          db,
          sql`insert into communications (client_id, user_id, type, direction, subject, staff_only)
          values (${source}, ${target === 'own' ? author : null}, 'call', 'outbound', 'Kick-off call', false) returning id`,
        ),
      };
  }
}

/**
 * A fresh user for each request (so deletes don't collide), made in SQL: 'own' is someone the caller sees in
 * Settings > Users (a staff member for staff; a colleague at their company for a client user), 'other' a client user
 * of the source client (outside what developers, designers and support see, and another company for client users).
 */
export async function userFixture(db: Db, sourceClientId: string, caller: Caller, target: Target): Promise<string> {
  if (target === 'own' && !caller.isClient) return newStaffMember(db);
  // A client user's 'own' is their company; every other 'other' is the source client, outside the caller's scope.
  const clientId = target === 'own' ? await pick(db, sql`select client_id as id from users where id = ${caller.author}`) : sourceClientId;
  return insert(
    db,
    sql`insert into users (email, name, first_name, last_name, role, client_id)
    values (${uniqueEmail()}, 'Table Contact', 'Table', 'Contact', 'client_additional', ${clientId}) returning id`,
  );
}

export async function quoteFixture(db: Db, clientId: string, status: 'sent' | 'accepted'): Promise<string> {
  const id = await insert(
    db,
    sql`insert into quotes (quote_number, client_id, title, status, valid_until, subtotal_minor, total_minor, sent_at, answered_at)
    values ('TABLE-' || gen_random_uuid(), ${clientId}, 'Table quote', ${status}, current_date + 30, 100000, 100000, now(),
            case when ${status} = 'accepted' then now() end) returning id`,
  );
  const sectionId = await insert(db, sql`insert into quote_sections (quote_id, title) values (${id}, 'Build') returning id`);
  await rows(
    db,
    sql`insert into quote_items (quote_id, section_id, description, unit_price_minor, estimated_minutes, net_minor, total_minor)
    values (${id}, ${sectionId}, 'Build it', 100000, 600, 100000, 100000)`,
  );
  return id;
}

/** The seeded record a fixture of each kind is made from (a milestone on a project, a comment on a task...). */
export const SEEDED_FROM: Record<Kind, 'project' | 'client' | 'task'> = {
  project: 'project',
  milestone: 'project',
  client: 'client',
  communication: 'client',
  revenue: 'client',
  invoice: 'client',
  task: 'task',
  comment: 'task',
  user: 'client',
  message: 'project',
  request: 'project',
  timeEntry: 'task',
  projectTask: 'task',
  creditNote: 'client',
  quote: 'client',
  acceptedQuote: 'client',
  avatar: 'client',
  expense: 'project',
};
/** Where to look when nothing of a kind is in the caller's scope: that list must then be empty. */
export const LIST_OF: Record<Kind, string> = {
  project: '/api/projects',
  milestone: '/api/projects',
  client: '/api/clients',
  task: '/api/tasks',
  comment: '/api/tasks',
  communication: '/api/clients',
  revenue: '/api/clients',
  invoice: '/api/clients',
  user: '/api/clients',
  message: '/api/projects',
  request: '/api/projects',
  timeEntry: '/api/tasks',
  projectTask: '/api/tasks',
  creditNote: '/api/clients',
  quote: '/api/clients',
  acceptedQuote: '/api/clients',
  avatar: '/api/clients',
  expense: '/api/projects',
};

/** A role's scope as plain SQL on projects p, clients c and tasks t, written here, not taken from the app. */
export type Scope = Record<'project' | 'client' | 'task', ReturnType<typeof sql>> & {
  /** Staff: their own tasks before their projects' others, so a task target in scope is one they may also edit. */
  ownTaskFirst?: ReturnType<typeof sql>;
  /** Client users: a project that shares every part first (decision 0103), so its budget, team and files answer them. */
  ownProjectFirst?: ReturnType<typeof sql>;
};
/** A project, client and task id inside a scope and one outside it; null: nothing of that kind is in the scope. */
export type Targets = Record<'project' | 'client' | 'task', Record<Target, string | null>>;

/** The scope of the account with this e-mail address: a client user's company, or staff's projects and tasks. */
export function scopeOf(email: string, clientUser: boolean): Scope {
  const me = sql`(select id from users where email = ${email})`;
  const myClient = sql`(select client_id from users where email = ${email})`;
  return clientUser
    ? {
        project: sql`p.client_id = ${myClient}`,
        // The tasks shown to them (decision 0103): visible to the client, on a project that shares tasks.
        task: sql`(t.client_id = ${myClient} and t.client_visible
          and coalesce((select sp.client_sees_tasks from projects sp where sp.id = t.project_id), true))`,
        client: sql`c.id = ${myClient}`,
        ownProjectFirst: sql`(p.client_sees_tasks and p.client_sees_time and p.client_sees_budget and p.client_sees_files
          and p.client_sees_team)`,
      }
    : {
        project: sql`(p.project_manager_id = ${me} or exists (select 1 from project_assignments a where a.project_id = p.id and a.profile_id = ${me}))`,
        // Every task of their projects, and their own (decision 0075).
        task: sql`(t.assigned_to_id = ${me} or t.project_id in (select p.id from projects p where p.project_manager_id = ${me}
                  or exists (select 1 from project_assignments a where a.project_id = p.id and a.profile_id = ${me})))`,
        ownTaskFirst: sql`(t.assigned_to_id is not distinct from ${me})`,
        client: sql`c.id in (select p.client_id from projects p where p.project_manager_id = ${me} or exists (select 1 from project_assignments a where a.project_id = p.id and a.profile_id = ${me}))`,
      };
}

/** The seeded records a role's requests start from: the first inside its scope and the first outside it, per kind. */
export async function targetsIn(db: Db, mine: Scope): Promise<Targets> {
  return {
    project: {
      own: await pick(
        db,
        sql`select p.id from projects p where ${mine.project} order by ${mine.ownProjectFirst ? sql`${mine.ownProjectFirst} desc, ` : sql``}p.id limit 1`,
      ),
      other: await pick(db, sql`select p.id from projects p where not ${mine.project} order by p.id limit 1`),
    },
    client: {
      own: await pick(db, sql`select c.id from clients c where ${mine.client} order by c.id limit 1`),
      other: await pick(db, sql`select c.id from clients c where not ${mine.client} order by c.id limit 1`),
    },
    task: {
      own: await pick(
        db,
        sql`select t.id from tasks t where ${mine.task} order by ${mine.ownTaskFirst ? sql`${mine.ownTaskFirst} desc, ` : sql``}t.id limit 1`,
      ),
      other: await pick(db, sql`select t.id from tasks t where not ${mine.task} order by t.id limit 1`),
    },
  };
}
