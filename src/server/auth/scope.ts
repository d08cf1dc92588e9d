/**
 * Data scopes as SQL: "a developer sees the projects he is assigned to" is a WHERE clause, never a filter after
 * loading. Each function returns the condition for one table, from the caller's scope in the permission table.
 * A record outside the scope is simply not found (404), so ids leak nothing.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { scopeOf, type Capability } from '../../shared/permissions';
import { STAFF_ROLES } from '../../shared/roles';
import type { CurrentUser } from '../context';
import { clients, communications, NO_TALLY_KEY, projects, tasks, users } from '../db/schema';
import type { TallyKey } from '../db/task-status';

const NOTHING = sql`false`;

/**
 * Projects the user works on (assigned through the team, or managing it), as an array computed once per query:
 * `= any(array(...))` is looked up through the primary key, where `in (select ...)` hashed all 10k projects.
 */
export function assignedProjectIds(user: CurrentUser): SQL {
  return sql`array(select pa.project_id from project_assignments pa where pa.profile_id = ${user.id}
              union select p.id from projects p where p.project_manager_id = ${user.id})`;
}

/** The clients of the user's projects, the same way. */
function assignedClientIds(user: CurrentUser): SQL {
  return sql`array(select p.client_id from projects p where p.id = any(${assignedProjectIds(user)}))`;
}

function companyOnly(user: CurrentUser, column: AnyPgColumn): SQL {
  return user.clientId ? eq(column, user.clientId) : NOTHING;
}

/** undefined means "no restriction". */
type Condition = SQL | undefined;

function byScope(
  user: CurrentUser,
  capability: Capability,
  rules: { assigned?: () => SQL; own?: () => SQL; company?: () => SQL; limited?: () => SQL },
): Condition {
  const scope = scopeOf(user.role, capability);
  switch (scope) {
    case 'all':
      return undefined;
    case 'assigned':
      return rules.assigned?.() ?? NOTHING;
    case 'own':
      return rules.own?.() ?? NOTHING;
    case 'company':
      return rules.company?.() ?? NOTHING;
    case 'limited':
      return rules.limited?.() ?? NOTHING;
    default:
      return NOTHING;
  }
}

export function projectScope(user: CurrentUser): Condition {
  return byScope(user, 'projects.view', {
    assigned: () => sql`${projects.id} = any(${assignedProjectIds(user)})`,
    company: () => companyOnly(user, projects.clientId),
  });
}

export function clientScope(user: CurrentUser): Condition {
  return byScope(user, 'clients.view', {
    assigned: () => sql`${clients.id} = any(${assignedClientIds(user)})`,
    company: () => companyOnly(user, clients.id),
  });
}

export function taskScope(user: CurrentUser): Condition {
  return byScope(user, 'tasks.view', {
    // Every task of the projects they work on, as for every other 'assigned' record, so the team can log time on tasks
    // nobody assigned to them yet; plus the tasks assigned to them (a client-only task has no project) (decision 0075).
    assigned: () => or(sql`${tasks.projectId} = any(${assignedProjectIds(user)})`, eq(tasks.assignedToId, user.id))!,
    // Client users: their company's tasks that are visible to the client, on a project that shares its tasks
    // (docs/decisions/0103-what-the-client-sees.md). Every route that reads tasks, or their comments, files and time,
    // goes through this condition.
    company: () => and(companyOnly(user, tasks.clientId), eq(tasks.clientVisible, true), projectShares(tasks.projectId, 'tasks'))!,
  });
}

/** The parts of a project its client's users may be shown, each a switch on the project (decision 0103). */
export const CLIENT_PARTS = {
  tasks: 'client_sees_tasks',
  time: 'client_sees_time',
  budget: 'client_sees_budget',
  files: 'client_sees_files',
  team: 'client_sees_team',
  estimates: 'client_sees_estimates',
  expenses: 'client_sees_expenses',
} as const;
export type ClientPart = keyof typeof CLIENT_PARTS;

/**
 * True when the record's project (or no project at all: a client-only record) shares `part` with the client's users.
 * For client users only: staff queries never add it.
 */
export function projectShares(projectId: AnyPgColumn | SQL, part: ClientPart): SQL {
  return sql`(${projectId} is null or exists (select 1 from projects shared where shared.id = ${projectId} and shared.${sql.raw(CLIENT_PARTS[part])}))`;
}

/**
 * For a record that may belong to a task (time, a file, a comment): true when it has none, or its task is one the
 * client's users see (the task's own switch and its project's tasks part).
 */
export function taskShownToClient(taskId: AnyPgColumn | SQL): SQL {
  return sql`(${taskId} is null or exists (select 1 from tasks shown where shown.id = ${taskId} and shown.client_visible
    and ${projectShares(sql`shown.project_id`, 'tasks')}))`;
}

/** Whether the caller reads as a client user does: the parts and internal records of decision 0103 apply. */
export function readsAsClient(user: CurrentUser, capability: Capability = 'projects.view'): boolean {
  return scopeOf(user.role, capability) === 'company';
}

/**
 * The task_tallies rows that count exactly the tasks taskScope lets the user see, or null when no one slice does:
 * an assigned-scope user's tasks span their projects and their own tasks, so those are counted over tasks.
 */
export function taskScopeTally(user: CurrentUser): TallyKey | null {
  switch (scopeOf(user.role, 'tasks.view')) {
    case 'all':
      return { dimension: 'all', key: NO_TALLY_KEY };
    // A client user's count leaves out the tasks kept from them, which the tallies count: counted over tasks.
    default:
      return null;
  }
}

export function communicationScope(user: CurrentUser): Condition {
  return byScope(user, 'communications.view', {
    // The communications of the clients of their projects, plus what they wrote themselves (still theirs after they leave
    // the project): docs/product.md, Roles and permissions; decision 0007.
    assigned: () => or(eq(communications.userId, user.id), sql`${communications.clientId} = any(${assignedClientIds(user)})`)!,
    // Client users: their company's, except what staff keep to themselves (decision 0028). Every route that returns
    // communications (list, detail, export, search, dashboards) goes through this condition.
    company: () => and(companyOnly(user, communications.clientId), eq(communications.staffOnly, false))!,
  });
}

/**
 * Who the caller may see (users.view): managers everyone; developer, designer and support ('limited') the staff
 * only; client users ('company') the people of their own company.
 */
export function userScope(user: CurrentUser): Condition {
  return byScope(user, 'users.view', {
    limited: () => inArray(users.role, [...STAFF_ROLES]),
    company: () => companyOnly(user, users.clientId),
  });
}

/** Combines a scope with other conditions; undefined parts are ignored. */
export function within(scope: Condition, ...conditions: Condition[]): SQL | undefined {
  return and(scope, ...conditions);
}
