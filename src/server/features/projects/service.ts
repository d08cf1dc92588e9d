import { and, count, desc, eq } from 'drizzle-orm';
import type { ListQuery } from '../../../shared/schemas/list';
import { projectScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { clients, projects } from '../../db/schema';
import { offsetOf, searchAny } from '../../db/search';
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
  const [items, [totals]] = await Promise.all([
    db
      .select(projectColumns)
      .from(projects)
      .innerJoin(clients, eq(clients.id, projects.clientId))
      .where(where)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db.select({ total: count() }).from(projects).where(where),
  ]);
  return { items, total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
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
