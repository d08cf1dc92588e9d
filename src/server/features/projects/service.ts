import { and, desc, eq } from 'drizzle-orm';
import type { ListQuery } from '../../../shared/schemas/list';
import { projectScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { clients, projects } from '../../db/schema';
import { countWhere, pageOf } from '../../db/paging';
import { searchAny } from '../../db/search';
import { notFound } from '../../errors';

const projectColumns = {
  id: projects.id,
  name: projects.name,
  description: projects.description,
  clientId: projects.clientId,
  clientName: clients.name,
  status: projects.status,
  priority: projects.priority,
  startDate: projects.startDate,
  endDate: projects.endDate,
  completionPercentage: projects.completionPercentage,
  projectManagerId: projects.projectManagerId,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};

export async function listProjects(db: Db, user: CurrentUser, query: ListQuery) {
  const where = and(projectScope(user), searchAny(query.q, [projects.name, projects.description]));
  return pageOf(
    query,
    (limit, offset) =>
      db.select(projectColumns).from(projects).innerJoin(clients, eq(clients.id, projects.clientId)).where(where).orderBy(desc(projects.createdAt), desc(projects.id)).limit(limit).offset(offset),
    () => countWhere(db, projects, where),
  );
}

export async function getProject(db: Db, user: CurrentUser, id: string) {
  const [project] = await db
    .select(projectColumns)
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(and(eq(projects.id, id), projectScope(user)));
  if (!project) throw notFound('Project');
  return project;
}
