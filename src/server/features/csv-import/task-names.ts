/**
 * The names a task import's rows give, found among what the caller may add tasks to (docs/decisions/0062-csv-import.md):
 * clients and projects within their scope, milestones of those projects, and assignable active people by full name or
 * e-mail. Only the names the file holds are looked up, each kind in one query per thousand names.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ASSIGNABLE_ROLES } from '@shared/policies/tasks';
import { clientScope, projectScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { clients, milestones, projects, users } from '../../db/schema';
import { batches } from './rows';

export const key = (name: string) => name.trim().toLowerCase();

export interface Project {
  id: string;
  clientId: string;
  managerId: string | null;
}
export interface Person {
  id: string;
  role: string;
}

export interface TaskNames {
  clients: Map<string, string[]>;
  projects: Map<string, Project[]>;
  /** By project id, then milestone name. */
  milestones: Map<string, Map<string, string[]>>;
  people: Map<string, Person[]>;
}

function group<T>(rows: { k: string; v: T }[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const { k, v } of rows) out.set(k, [...(out.get(k) ?? []), v]);
  return out;
}

async function inBatches<T>(names: string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (const chunk of batches(names)) out.push(...(await read(chunk)));
  return out;
}

const distinct = (values: string[]) => [...new Set(values.map(key).filter(Boolean))];
const where = (...conditions: (SQL | undefined)[]) => and(...conditions);

export async function findTaskNames(
  db: Db,
  user: CurrentUser,
  wanted: { clients: string[]; projects: string[]; milestones: string[]; people: string[] },
): Promise<TaskNames> {
  const clientName = sql<string>`lower(${clients.name})`;
  const projectName = sql<string>`lower(${projects.name})`;
  const clientRows = await inBatches(distinct(wanted.clients), (chunk) =>
    db
      .select({ k: clientName, id: clients.id })
      .from(clients)
      .where(where(inArray(clientName, chunk), clientScope(user))),
  );
  const projectRows = await inBatches(distinct(wanted.projects), (chunk) =>
    db
      .select({ k: projectName, id: projects.id, clientId: projects.clientId, managerId: projects.projectManagerId })
      .from(projects)
      .where(where(inArray(projectName, chunk), projectScope(user))),
  );
  const projectIds = [...new Set(projectRows.map((p) => p.id))];
  const milestoneName = sql<string>`lower(${milestones.name})`;
  const milestoneNames = distinct(wanted.milestones);
  const milestoneRows =
    milestoneNames.length === 0
      ? []
      : await inBatches(projectIds, (chunk) =>
          db
            .select({ k: milestoneName, id: milestones.id, projectId: milestones.projectId })
            .from(milestones)
            .where(and(inArray(milestones.projectId, chunk), inArray(milestoneName, milestoneNames))),
        );
  const fullName = sql<string>`lower(${users.firstName} || ' ' || ${users.lastName})`;
  const email = sql<string>`lower(${users.email})`;
  const peopleRows = await inBatches(distinct(wanted.people), (chunk) =>
    db
      .select({ name: fullName, email, id: users.id, role: users.role })
      .from(users)
      .where(
        and(
          eq(users.status, 'active'),
          inArray(users.role, [...ASSIGNABLE_ROLES]),
          sql`(${inArray(fullName, chunk)} or ${inArray(email, chunk)})`,
        ),
      ),
  );

  const byProject = new Map<string, Map<string, string[]>>();
  for (const m of milestoneRows) {
    const names = byProject.get(m.projectId) ?? new Map<string, string[]>();
    names.set(m.k, [...(names.get(m.k) ?? []), m.id]);
    byProject.set(m.projectId, names);
  }
  return {
    clients: group(clientRows.map((r) => ({ k: r.k, v: r.id }))),
    projects: group(projectRows.map((r) => ({ k: r.k, v: { id: r.id, clientId: r.clientId, managerId: r.managerId } }))),
    milestones: byProject,
    people: group(
      peopleRows.flatMap((r) => {
        const person = { id: r.id, role: r.role };
        return r.name === r.email
          ? [{ k: r.name, v: person }]
          : [
              { k: r.name, v: person },
              { k: r.email, v: person },
            ];
      }),
    ),
  };
}
