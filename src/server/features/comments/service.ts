/** Comments on tasks: anyone who can see a task may read and add them; authors edit theirs; admins also delete. */
import { and, eq } from 'drizzle-orm';
import { commentCan, mayDeleteComment, mayEditComment } from '@shared/policies/comments';
import type { TaskComment } from '@shared/schemas/tasks';
import { writeRecorded } from '../../activity';
import { taskScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { taskComments, tasks, users } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { Notifier } from '../../notifications/notify';
import { publishLive } from '../../live/publish';
import { newestFirst } from '../../db/paging';

const commentColumns = {
  id: taskComments.id,
  taskId: taskComments.taskId,
  userId: taskComments.userId,
  content: taskComments.content,
  createdAt: taskComments.createdAt,
  updatedAt: taskComments.updatedAt,
  author: { id: users.id, firstName: users.firstName, lastName: users.lastName, avatarUrl: users.avatarUrl },
};

function selectComments(db: Db) {
  return db.select(commentColumns).from(taskComments).leftJoin(users, eq(users.id, taskComments.userId));
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];

function toComment(user: CurrentUser, { userId, ...row }: CommentRow): TaskComment {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    can: commentCan(user, { authorId: userId }),
  };
}

async function taskInScope(db: Db, user: CurrentUser, taskId: string) {
  const [task] = await db
    .select({ id: tasks.id, title: tasks.title, clientId: tasks.clientId, projectId: tasks.projectId, assignedToId: tasks.assignedToId })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), taskScope(user)));
  if (!task) throw notFound('Task');
  return task;
}

/** A comment whose task the caller can see; any other is not found. */
async function commentInScope(db: Db, user: CurrentUser, id: string) {
  const [row] = await db
    .select({
      id: taskComments.id,
      userId: taskComments.userId,
      taskId: tasks.id,
      taskTitle: tasks.title,
      clientId: tasks.clientId,
      projectId: tasks.projectId,
    })
    .from(taskComments)
    .innerJoin(tasks, eq(tasks.id, taskComments.taskId))
    .where(and(eq(taskComments.id, id), taskScope(user)));
  if (!row) throw notFound('Comment');
  return row;
}

async function loadComment(db: Db, user: CurrentUser, id: string) {
  const [row] = await selectComments(db).where(eq(taskComments.id, id));
  return toComment(user, row!);
}

export async function listComments(db: Db, user: CurrentUser, taskId: string): Promise<TaskComment[]> {
  await taskInScope(db, user, taskId);
  const rows = await selectComments(db)
    .where(eq(taskComments.taskId, taskId))
    .orderBy(...newestFirst(taskComments));
  return rows.map((row) => toComment(user, row));
}

/** Adds a comment and tells the task's assignee (unless they wrote it). */
export async function addComment(db: Db, user: CurrentUser, taskId: string, content: string, notify?: Notifier): Promise<TaskComment> {
  const task = await taskInScope(db, user, taskId);
  const [row] = await writeRecorded(
    db,
    // The comment and its notification (bell row, e-mail job) commit together or not at all (decision 0031).
    async (tx) => {
      const created = await tx.insert(taskComments).values({ taskId, userId: user.id, content }).returning({ id: taskComments.id });
      await notify?.(
        {
          kind: 'task_comment',
          to: { userIds: [task.assignedToId] },
          actorId: user.id,
          title: `New comment on ${task.title}`,
          body: `${user.firstName} ${user.lastName}: ${excerpt(content)}`,
          link: `/tasks/${taskId}`,
          entityType: 'task',
          entityId: taskId,
        },
        tx,
      );
      await publishLive(tx, { topic: 'comment', id: created[0]!.id, projectId: task.projectId, clientId: task.clientId });
      return created;
    },
    ([created]) => ({
      actorId: user.id,
      action: 'comment.created',
      entityType: 'task',
      entityId: taskId,
      clientId: task.clientId,
      summary: `Commented on the task ${task.title}`,
      metadata: { commentId: created!.id },
    }),
  );
  return loadComment(db, user, row!.id);
}

export async function editComment(db: Db, user: CurrentUser, id: string, content: string): Promise<TaskComment> {
  const comment = await commentInScope(db, user, id);
  if (!mayEditComment(user, { authorId: comment.userId })) throw forbidden('Only the author can edit a comment.');
  await db.transaction(async (tx) => {
    await tx.update(taskComments).set({ content, updatedAt: new Date() }).where(eq(taskComments.id, id));
    await publishLive(tx, { topic: 'comment', id, projectId: comment.projectId, clientId: comment.clientId });
  });
  return loadComment(db, user, id);
}

export async function deleteComment(db: Db, user: CurrentUser, id: string): Promise<void> {
  const comment = await commentInScope(db, user, id);
  if (!mayDeleteComment(user, { authorId: comment.userId })) throw forbidden('Only the author or an admin can delete a comment.');
  await writeRecorded(
    db,
    async (tx) => {
      await tx.delete(taskComments).where(eq(taskComments.id, id));
      await publishLive(tx, { topic: 'comment', id, projectId: comment.projectId, clientId: comment.clientId });
    },
    {
      actorId: user.id,
      action: 'comment.deleted',
      entityType: 'task',
      entityId: comment.taskId,
      clientId: comment.clientId,
      summary: `Deleted a comment on the task ${comment.taskTitle}`,
      metadata: { commentId: id },
    },
  );
}

/** The bell shows a line, not a whole comment. */
function excerpt(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
