/** The two checks every project operation starts with: is the project in the caller's scope, may they manage it. */
import { and, eq } from 'drizzle-orm';
import { mayManageProjects } from '@shared/policies/projects';
import { projectScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import { forbidden, notFound } from '../../errors';

export interface ScopedProject {
  id: string;
  name: string;
  clientId: string;
  projectManagerId: string | null;
  startDate: string | null;
  endDate: string | null;
  /** Whether the client's users see the team (decision 0103). */
  sharesTeam: boolean;
}

/** The project if the caller may see it; otherwise 404, so ids of other companies leak nothing. */
export async function projectInScope(db: Db, user: CurrentUser, id: string): Promise<ScopedProject> {
  const [row] = await db
    .select({
      id: projects.id,
      name: projects.name,
      clientId: projects.clientId,
      projectManagerId: projects.projectManagerId,
      startDate: projects.startDate,
      endDate: projects.endDate,
      sharesTeam: projects.clientSeesTeam,
    })
    .from(projects)
    .where(and(eq(projects.id, id), projectScope(user)));
  if (!row) throw notFound('errors.notFound.project');
  return row;
}

export function requireManage(user: CurrentUser): void {
  if (!mayManageProjects(user)) throw forbidden();
}

/** A project the caller may change: 404 outside their scope first, then 403 without projects.manage. */
export async function manageableProject(db: Db, user: CurrentUser, id: string): Promise<ScopedProject> {
  const project = await projectInScope(db, user, id);
  requireManage(user);
  return project;
}
