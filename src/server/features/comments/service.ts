/** Comments on tasks: anyone who can see a task may read and add them; authors edit theirs; admins also delete. */
import { and, eq, sql } from 'drizzle-orm';
import { commentCan, internalByDefault, mayDeleteComment, mayEditComment, mayWriteInternalComment } from '@shared/policies/comments';
import type { CommentInput, TaskComment } from '@shared/schemas/tasks';
import { writeRecorded } from '../../activity';
import { readsAsClient, taskScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { taskComments, tasks, users } from '../../db/schema';
import { forbidden, notFound, validationFailed } from '../../errors';
import type { Notifier } from '../../notifications/notify';
import { publishLive } from '../../live/publish';
import { taskShownToClients } from '../../db/task-visibility';
import { newestFirst } from '../../db/paging';

const commentColumns = {
  id: taskComments.id,
  taskId: taskComments.taskId,
  userId: taskComments.userId,
  content: taskComments.content,
  internal: taskComments.internal,
  fromClient: sql<boolean>`${users.clientId} is not null`,
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
    fromClient: Boolean(row.fromClient),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    can: commentCan(user, { authorId: userId }),
  };
}

/** A client user reads no internal comment, by any route (decision 0104). */
function commentsReadable(user: CurrentUser) {
  return readsAsClient(user) ? eq(taskComments.internal, false) : undefined;
}

async function taskInScope(db: Db, user: CurrentUser, taskId: string) {
  const [task] = await db
    .select({ id: tasks.id, title: tasks.title, clientId: tasks.clientId, projectId: tasks.projectId, assignedToId: tasks.assignedToId })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), taskScope(user)));
  if (!task) throw notFound('errors.notFound.task');
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
      internal: taskComments.internal,
    })
    .from(taskComments)
    .innerJoin(tasks, eq(tasks.id, taskComments.taskId))
    .where(and(eq(taskComments.id, id), taskScope(user), commentsReadable(user)));
  if (!row) throw notFound('errors.notFound.comment');
  return row;
}

async function loadComment(db: Db, user: CurrentUser, id: string) {
  const [row] = await selectComments(db).where(eq(taskComments.id, id));
  return toComment(user, row!);
}

export async function listComments(db: Db, user: CurrentUser, taskId: string): Promise<TaskComment[]> {
  await taskInScope(db, user, taskId);
  const rows = await selectComments(db)
    .where(and(eq(taskComments.taskId, taskId), commentsReadable(user)))
    .orderBy(...newestFirst(taskComments));
  return rows.map((row) => toComment(user, row));
}

/** Adds a comment and tells the task's assignee (unless they wrote it). */
export async function addComment(db: Db, user: CurrentUser, taskId: string, input: CommentInput, notify?: Notifier): Promise<TaskComment> {
  const { content } = input;
  if (input.internal && !mayWriteInternalComment(user)) throw forbidden('errors.comments.internalCommentsAgencyTeams');
  const internal = input.internal ?? internalByDefault(user);
  const task = await taskInScope(db, user, taskId);
  const [row] = await writeRecorded(
    db,
    // The comment and its notification (bell row, e-mail job) commit together or not at all (decision 0031).
    async (tx) => {
      const created = await tx
        .insert(taskComments)
        .values({ taskId, userId: user.id, content, internal })
        .returning({ id: taskComments.id });
      // An internal comment, or any on a task kept from the client: its news is staff-only (decisions 0103, 0104).
      const staffOnly = internal || !(await taskShownToClients(tx, taskId));
      await notify?.(
        {
          kind: 'task_comment',
          to: { userIds: [task.assignedToId] },
          actorId: user.id,
          words: ({ t }) => ({
            title: t('mail.taskComment.title', { task: task.title }),
            body: t('mail.notification.excerpt', { author: `${user.firstName} ${user.lastName}`, excerpt: excerpt(content) }),
          }),
          link: `/tasks/${taskId}`,
          entityType: 'task',
          entityId: taskId,
          replyThread: { kind: 'task', id: taskId },
        },
        tx,
      );
      await publishLive(tx, { topic: 'comment', id: created[0]!.id, projectId: task.projectId, clientId: task.clientId, staffOnly });
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

export async function editComment(db: Db, user: CurrentUser, id: string, input: CommentInput): Promise<TaskComment> {
  const comment = await commentInScope(db, user, id);
  if (!mayEditComment(user, { authorId: comment.userId })) throw forbidden('errors.comments.onlyAuthorEditComment');
  // Who reads it was chosen when it was written: what the client has read cannot be taken back (decision 0104).
  if (input.internal !== undefined && input.internal !== comment.internal)
    throw validationFailed({ internal: 'errors.comments.whoReadsCommentChosen' });
  await db.transaction(async (tx) => {
    await tx.update(taskComments).set({ content: input.content, updatedAt: new Date() }).where(eq(taskComments.id, id));
    const staffOnly = comment.internal || !(await taskShownToClients(tx, comment.taskId));
    await publishLive(tx, { topic: 'comment', id, projectId: comment.projectId, clientId: comment.clientId, staffOnly });
  });
  return loadComment(db, user, id);
}

export async function deleteComment(db: Db, user: CurrentUser, id: string): Promise<void> {
  const comment = await commentInScope(db, user, id);
  if (!mayDeleteComment(user, { authorId: comment.userId })) throw forbidden('errors.comments.onlyAuthorAdminDelete');
  await writeRecorded(
    db,
    async (tx) => {
      const staffOnly = comment.internal || !(await taskShownToClients(tx, comment.taskId));
      await tx.delete(taskComments).where(eq(taskComments.id, id));
      await publishLive(tx, { topic: 'comment', id, projectId: comment.projectId, clientId: comment.clientId, staffOnly });
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
