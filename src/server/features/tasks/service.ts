import { and, count, desc, eq } from 'drizzle-orm';
import type { ListQuery } from '../../../shared/schemas/list';
import { taskScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { tasks } from '../../db/schema';
import { offsetOf, searchAny } from '../../db/search';
import { notFound } from '../../errors';

const taskColumns = {
  id: tasks.id,
  title: tasks.title,
  description: tasks.description,
  clientId: tasks.clientId,
  projectId: tasks.projectId,
  milestoneId: tasks.milestoneId,
  type: tasks.type,
  status: tasks.status,
  priority: tasks.priority,
  assignedToId: tasks.assignedToId,
  dueDate: tasks.dueDate,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
};

export async function listTasks(db: Db, user: CurrentUser, query: ListQuery) {
  const where = and(taskScope(user), searchAny(query.q, [tasks.title, tasks.description]));
  const [items, [totals]] = await Promise.all([
    db
      .select(taskColumns)
      .from(tasks)
      .where(where)
      .orderBy(desc(tasks.updatedAt), desc(tasks.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db.select({ total: count() }).from(tasks).where(where),
  ]);
  return { items, total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function getTask(db: Db, user: CurrentUser, id: string) {
  const [task] = await db.select(taskColumns).from(tasks).where(and(eq(tasks.id, id), taskScope(user)));
  if (!task) throw notFound('Task');
  return task;
}
