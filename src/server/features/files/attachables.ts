/**
 * Tasks, their comments and milestones as records files attach to (src/server/files/attachable.ts): each found with
 * the same scope as its own routes, so a file is visible exactly where its record is.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { mayManageProjects } from '@shared/policies/projects';
import { mayEditComment } from '@shared/policies/comments';
import { projectScope, taskScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import { files, milestones, projects, taskComments, tasks } from '../../db/schema';
import { attachedToById, registerAttachable } from '../../files/attachable';

const shorten = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A task file is visible in a project's list to those who see the task (a developer: the tasks assigned to them). */
function taskFilesVisible(user: CurrentUser, idColumn: typeof files.entityId) {
  const scope = taskScope(user);
  return scope ? sql`${idColumn} in (select ${tasks.id} from ${tasks} where ${scope})` : undefined;
}

export function registerTaskAttachables(): void {
  registerAttachable('task', {
    async find(db, user, id) {
      const [row] = await db
        .select({ projectId: tasks.projectId, clientId: tasks.clientId })
        .from(tasks)
        .where(and(eq(tasks.id, id), taskScope(user)));
      // Whoever sees a task may share files on it, as they may comment on it.
      return row ? { ...row, staffOnly: false, mayAttach: true } : null;
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
        .select({ projectId: tasks.projectId, clientId: tasks.clientId, authorId: taskComments.userId })
        .from(taskComments)
        .innerJoin(tasks, eq(tasks.id, taskComments.taskId))
        .where(and(eq(taskComments.id, id), taskScope(user)));
      if (!row) return null;
      // Files on a comment are part of what its author wrote.
      return {
        projectId: row.projectId,
        clientId: row.clientId,
        staffOnly: false,
        mayAttach: mayEditComment(user, { authorId: row.authorId }),
      };
    },
    visible: (user) => {
      const scope = taskScope(user);
      return scope
        ? sql`${files.entityId} in (select ${taskComments.id} from ${taskComments} join ${tasks} on ${tasks.id} = ${taskComments.taskId} where ${scope})`
        : undefined;
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
    async describe(db, ids) {
      const rows = await db
        .select({ id: milestones.id, name: milestones.name, projectId: milestones.projectId })
        .from(milestones)
        .where(inArray(milestones.id, ids));
      return attachedToById(rows, (r) => ({ label: `Milestone: ${shorten(r.name)}`, link: `/projects/${r.projectId}?tab=milestones` }));
    },
  });
}
