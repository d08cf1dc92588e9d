/**
 * Tasks, their comments and milestones as records files attach to (src/server/files/attachable.ts): each found with
 * the same scope as its own routes, so a file is visible exactly where its record is.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { mayManageProjects } from '@shared/policies/projects';
import { mayEditComment } from '@shared/policies/comments';
import { projectScope, projectShares, readsAsClient, taskScope, taskShownToClient } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import { files, milestones, projects, taskComments, tasks } from '../../db/schema';
import { attachedToById, registerAttachable } from '../../files/attachable';

const shorten = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A task file is visible in a project's list to those who see the task (a developer: the tasks assigned to them). */
function taskFilesVisible(user: CurrentUser, idColumn: typeof files.entityId) {
  const scope = taskScope(user);
  return scope ? and(sql`${idColumn} in (select ${tasks.id} from ${tasks} where ${scope})`, sharedFiles(user)) : undefined;
}

/** A client user sees the files of tasks, comments and milestones where the project shares its files (decision 0103). */
function sharedFiles(user: CurrentUser) {
  return readsAsClient(user) ? projectShares(files.projectId, 'files') : undefined;
}

/** Whether a client user may add files here: where the project shares them (staff: always). */
function mayShare(user: CurrentUser, projectId: string | null) {
  return readsAsClient(user) ? projectShares(sql`${projectId}::uuid`, 'files') : sql`true`;
}

export function registerTaskAttachables(): void {
  registerAttachable('task', {
    async find(db, user, id) {
      const [row] = await db
        .select({ projectId: tasks.projectId, clientId: tasks.clientId, shown: sql<boolean>`${taskShownToClient(tasks.id)}` })
        .from(tasks)
        .where(and(eq(tasks.id, id), taskScope(user)));
      if (!row) return null;
      // Whoever sees a task may share files on it, as they may comment on it; a task kept from the client keeps its
      // files from them too.
      const [share] = await db.select({ ok: sql<boolean>`${mayShare(user, row.projectId)}` }).from(sql`(select 1) one`);
      return { projectId: row.projectId, clientId: row.clientId, staffOnly: false, hiddenFromClient: !row.shown, mayAttach: !!share?.ok };
    },
    visible: (user) => taskFilesVisible(user, files.entityId),
    async describe(db, ids) {
      const rows = await db.select({ id: tasks.id, title: tasks.title }).from(tasks).where(inArray(tasks.id, ids));
      return attachedToById(rows, (r) => ({ label: `Task: ${shorten(r.title)}`, link: `/tasks/${r.id}` }));
    },
  });

  registerAttachable('comment', {
    async find(db, user, id) {
      const [row] = await db
        .select({
          projectId: tasks.projectId,
          clientId: tasks.clientId,
          authorId: taskComments.userId,
          internal: taskComments.internal,
          shown: sql<boolean>`${taskShownToClient(tasks.id)}`,
        })
        .from(taskComments)
        .innerJoin(tasks, eq(tasks.id, taskComments.taskId))
        .where(and(eq(taskComments.id, id), taskScope(user), readsAsClient(user) ? eq(taskComments.internal, false) : undefined));
      if (!row) return null;
      const [share] = await db.select({ ok: sql<boolean>`${mayShare(user, row.projectId)}` }).from(sql`(select 1) one`);
      // Files on a comment are part of what its author wrote: an internal comment's are staff-only.
      return {
        projectId: row.projectId,
        clientId: row.clientId,
        staffOnly: row.internal,
        hiddenFromClient: !row.shown,
        mayAttach: mayEditComment(user, { authorId: row.authorId }) && !!share?.ok,
      };
    },
    visible: (user) => {
      const scope = taskScope(user);
      if (!scope) return undefined;
      const visibleComment = readsAsClient(user) ? sql` and not ${taskComments.internal}` : sql``;
      return and(
        sql`${files.entityId} in (select ${taskComments.id} from ${taskComments} join ${tasks} on ${tasks.id} = ${taskComments.taskId} where ${scope}${visibleComment})`,
        sharedFiles(user),
      );
    },
    async describe(db, ids) {
      const rows = await db
        .select({ id: taskComments.id, taskId: tasks.id, title: tasks.title })
        .from(taskComments)
        .innerJoin(tasks, eq(tasks.id, taskComments.taskId))
        .where(inArray(taskComments.id, ids));
      return attachedToById(rows, (r) => ({ label: `Comment on ${shorten(r.title)}`, link: `/tasks/${r.taskId}` }));
    },
  });

  registerAttachable('milestone', {
    async find(db, user, id) {
      const [row] = await db
        .select({ projectId: projects.id, clientId: projects.clientId })
        .from(milestones)
        .innerJoin(projects, eq(projects.id, milestones.projectId))
        .where(and(eq(milestones.id, id), projectScope(user)));
      // Milestones are the managers' to change; so are their files.
      return row ? { ...row, staffOnly: false, mayAttach: mayManageProjects(user) } : null;
    },
    visible: (user) => sharedFiles(user),
    async describe(db, ids) {
      const rows = await db
        .select({ id: milestones.id, name: milestones.name, projectId: milestones.projectId })
        .from(milestones)
        .where(inArray(milestones.id, ids));
      return attachedToById(rows, (r) => ({ label: `Milestone: ${shorten(r.name)}`, link: `/projects/${r.projectId}?tab=milestones` }));
    },
  });
}
