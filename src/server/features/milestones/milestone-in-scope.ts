/** One milestone with the facts of its project that its writes need, found only within the caller's project scope. */
import { and, eq } from 'drizzle-orm';
import { projectScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { milestones, projects } from '../../db/schema';
import { notFound } from '../../errors';

export interface MilestoneFacts {
  id: string;
  name: string;
  status: string;
  projectId: string;
  projectName: string;
  clientId: string;
  projectManagerId: string | null;
}

/** The milestone, when its project is in the caller's scope (else 404). */
export async function milestoneInScope(db: Db, user: CurrentUser, id: string): Promise<MilestoneFacts> {
  const [row] = await db
    .select({
      id: milestones.id,
      name: milestones.name,
      status: milestones.status,
      projectId: projects.id,
      projectName: projects.name,
      clientId: projects.clientId,
      projectManagerId: projects.projectManagerId,
    })
    .from(milestones)
    .innerJoin(projects, eq(projects.id, milestones.projectId))
    .where(and(eq(milestones.id, id), projectScope(user)));
  if (!row) throw notFound('errors.notFound.milestone');
  return row;
}
