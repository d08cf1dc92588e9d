import { and, desc, eq } from 'drizzle-orm';
import type { ListQuery } from '../../../shared/schemas/list';
import { taskScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { tasks } from '../../db/schema';
import { countWhere, pageOf } from '../../db/paging';
import { searchAny } from '../../db/search';
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
  return pageOf(
    query,
    (limit, offset) =>
      db.select(taskColumns).from(tasks).where(where).orderBy(desc(tasks.updatedAt), desc(tasks.id)).limit(limit).offset(offset),
    () => countWhere(db, tasks, where),
  );
}

export async function getTask(db: Db, user: CurrentUser, id: string) {
  const [task] = await db.select(taskColumns).from(tasks).where(and(eq(tasks.id, id), taskScope(user)));
  if (!task) throw notFound('Task');
  return task;
}
