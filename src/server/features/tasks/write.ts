/** Creating, editing and deleting tasks: who may, and that client -> project -> milestone and the assignee hold together. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SavedTask } from '@shared/schemas/tasks';
import type { CreateTaskInput, UpdateTaskInput } from '@shared/schemas/tasks';
import {
  ASSIGNABLE_ROLES,
  assigneeOnCreate,
  mayAssignTasks,
  mayDeleteTask,
  mayEditTask,
  ONLY_MANAGERS_ASSIGN,
} from '@shared/policies/tasks';
import { recordActivity, writeRecorded } from '../../activity';
import { clientScope, projectScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/transaction';
import { clients, milestones, projects, tasks, users } from '../../db/schema';
import { forbidden, validationFailed, type FieldErrors } from '../../errors';
import type { NotificationEvent, Notifier } from '../../notifications/notify';
import { publishLive } from '../../live/publish';
import { taskShownToClients } from '../../db/task-visibility';
import { findTaskInScope, getTask } from './service';
import { putAssigneeOnTeam } from './team-on-assign';
import { emitTaskEvent, taskChangeEvent } from './task-events';
import type { EventDeps } from '../../webhooks/record-event';

export type CreateTask = z.output<typeof CreateTaskInput>;
export type UpdateTask = z.output<typeof UpdateTaskInput>;

interface Links {
  clientId: string;
  projectId: string | null;
  milestoneId: string | null;
  assignedToId: string | null;
}

/**
 * Checks the links a write sets against the database. Only what the write changes is looked up for scope and
 * existence (a task whose assignee has since left can still be renamed); consistency is checked on the merged result.
 */
async function checkLinks(db: DbOrTx, user: CurrentUser, next: Links, changed: Record<keyof Links, boolean>) {
  const projectChanged = changed.projectId || changed.clientId;
  const milestoneChanged = changed.milestoneId || changed.projectId;
  const [client, project, milestone, assignee] = await Promise.all([
    changed.clientId
      ? db
          .select({ id: clients.id })
          .from(clients)
          .where(and(eq(clients.id, next.clientId), clientScope(user)))
          .then((r) => r[0])
      : { id: next.clientId },
    projectChanged && next.projectId
      ? db
          .select({
            clientId: projects.clientId,
            sharesTasks: projects.clientSeesTasks,
            inScope: sql<boolean>`${projectScope(user) ?? sql`true`}`,
          })
          .from(projects)
          .where(eq(projects.id, next.projectId))
          .then((r) => r[0])
      : undefined,
    milestoneChanged && next.milestoneId
      ? db
          .select({ projectId: milestones.projectId })
          .from(milestones)
          .where(eq(milestones.id, next.milestoneId))
          .then((r) => r[0])
      : undefined,
    changed.assignedToId && next.assignedToId
      ? db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, next.assignedToId), eq(users.status, 'active'), inArray(users.role, [...ASSIGNABLE_ROLES])))
          .then((r) => r[0])
      : undefined,
  ]);

  // Developers and designers add tasks only to projects they work on.
  if (project && !project.inScope) throw forbidden('errors.tasks.onlyAddTasksProjects');

  const fields: FieldErrors = {};
  if (!client) fields.clientId = 'A client must be selected';
  if (projectChanged && next.projectId) {
    if (!project) fields.projectId = 'The project was not found';
    else if (project.clientId !== next.clientId) fields.projectId = 'The project belongs to another client';
  }
  if (milestoneChanged && next.milestoneId) {
    if (!next.projectId) fields.milestoneId = 'Select a project first';
    else if (!milestone || milestone.projectId !== next.projectId) fields.milestoneId = 'The milestone belongs to another project';
  }
  if (changed.assignedToId && next.assignedToId && !assignee) fields.assignedToId = 'Choose a developer, designer, manager or admin';
  if (Object.keys(fields).length) throw validationFailed(fields);
  return { sharesTasks: project?.sharesTasks ?? true };
}

export async function createTask(deps: EventDeps, db: Db, user: CurrentUser, input: CreateTask, notify?: Notifier): Promise<SavedTask> {
  const { id, addedToTeam } = await insertTask(deps, db, user, input, notify);
  return { ...(await getTask(db, user, id)), addedToTeam };
}

/**
 * The checks and the writes of a new task, in `db`: a transaction of the caller's (an accepted client request
 * creates its task with its own answer) or one of its own.
 */
export async function insertTask(deps: EventDeps, db: DbOrTx, user: CurrentUser, input: CreateTask, notify?: Notifier) {
  const assignee = assigneeOnCreate(user, input.assignedToId);
  if ('refusal' in assignee) throw forbidden(assignee.refusal);
  const { assignedToId } = assignee;
  const links: Links = { clientId: input.clientId, projectId: input.projectId, milestoneId: input.milestoneId, assignedToId };
  const { sharesTasks } = await checkLinks(db, user, links, { clientId: true, projectId: true, milestoneId: true, assignedToId: true });
  // Not said: the project's "tasks" part decides, so a script's or a colleague's task on a project that keeps its tasks
  // from the client stays the team's (decision 0103). A task made from a client's request says so itself.
  const clientVisible = input.clientVisible ?? sharesTasks;

  // The task, the assignee's place on the project's team and the log entries: all or nothing.
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tasks)
      .values({
        title: input.title,
        description: input.description,
        ...links,
        type: input.type,
        status: input.status,
        priority: input.priority,
        dueDate: input.dueDate,
        estimatedMinutes: input.estimatedMinutes ?? null,
        clientVisible,
        completedAt: input.status === 'completed' ? new Date() : null,
        createdById: user.id,
      })
      .returning({ id: tasks.id });
    await recordActivity(tx, {
      actorId: user.id,
      action: 'task.created',
      entityType: 'task',
      entityId: row!.id,
      clientId: links.clientId,
      summary: `Created the task ${input.title}`,
    });
    const addedToTeam = await putAssigneeOnTeam(tx, user, links);
    // In the task's transaction: the bell's row and the e-mail job commit with the task or not at all (decision 0031).
    await notify?.(assignedNotification(user, { id: row!.id, title: input.title, assignedToId }), tx);
    const staffOnly = !(await taskShownToClients(tx, row!.id));
    await publishLive(tx, { topic: 'task', id: row!.id, projectId: links.projectId, clientId: links.clientId, staffOnly });
    // Created, whatever its status: one event for the one change (decision 0061).
    await emitTaskEvent(deps, tx, 'task.created', row!.id);
    return { id: row!.id, addedToTeam };
  });
}

/** `input` holds only the fields the request sent (the shared schema fills defaults into a partial). */
export async function updateTask(
  deps: EventDeps,
  db: Db,
  user: CurrentUser,
  id: string,
  input: UpdateTask,
  notify?: Notifier,
): Promise<SavedTask> {
  const task = await findTaskInScope(db, user, id);
  if (!mayEditTask(user, task)) throw forbidden('errors.tasks.onlyEditTasksAssigned');

  const sent = <K extends keyof UpdateTask>(key: K) => input[key] !== undefined;
  const changed = {
    clientId: sent('clientId') && input.clientId !== task.clientId,
    projectId: sent('projectId') && input.projectId !== task.projectId,
    milestoneId: sent('milestoneId') && input.milestoneId !== task.milestoneId,
    assignedToId: sent('assignedToId') && input.assignedToId !== task.assignedToId,
  };
  if (changed.assignedToId && !mayAssignTasks(user)) throw forbidden(ONLY_MANAGERS_ASSIGN);

  const next: Links = {
    clientId: input.clientId ?? task.clientId,
    projectId: sent('projectId') ? input.projectId! : task.projectId,
    milestoneId: sent('milestoneId') ? input.milestoneId! : task.milestoneId,
    assignedToId: sent('assignedToId') ? input.assignedToId! : task.assignedToId,
  };
  await checkLinks(db, user, next, changed);

  const status = input.status ?? task.status;
  const completedAt = status !== 'completed' ? null : task.status === 'completed' ? task.completedAt : new Date();
  const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const event = taskChangeEvent(task, values);
  const wasShown = await taskShownToClients(db, id);
  const addedToTeam = await db.transaction(async (tx) => {
    await tx
      .update(tasks)
      .set({ ...values, completedAt, updatedAt: new Date() })
      .where(eq(tasks.id, id));
    await recordActivity(tx, {
      actorId: user.id,
      action: 'task.updated',
      entityType: 'task',
      entityId: id,
      clientId: next.clientId,
      summary: `Updated the task ${input.title ?? task.title}`,
      metadata: { fields: Object.keys(values) },
    });
    // A new assignee, or the assigned task moved to another project: the assignee joins that project's team.
    const joined = changed.assignedToId || changed.projectId ? await putAssigneeOnTeam(tx, user, next) : null;
    if (changed.assignedToId)
      await notify?.(assignedNotification(user, { id, title: input.title ?? task.title, assignedToId: next.assignedToId }), tx);
    const moved = changed.projectId || changed.clientId;
    // Moved to another project or client: those who saw it there see it leave too. Kept from the client (now or
    // before): its news is staff-only, and a client who saw it is told only that the project's tasks changed, under
    // the project's id, so their open pages drop it without learning what it was (decision 0103).
    const shown = await taskShownToClients(tx, id);
    const hidden = wasShown && !shown;
    await publishLive(tx, [
      { topic: 'task', id, projectId: next.projectId, clientId: next.clientId, staffOnly: !shown },
      ...(moved ? [{ topic: 'task' as const, id, projectId: task.projectId, clientId: task.clientId, staffOnly: !shown }] : []),
      ...(hidden
        ? [{ topic: 'task' as const, id: task.projectId ?? task.clientId, projectId: task.projectId, clientId: task.clientId }]
        : []),
    ]);
    if (event) await emitTaskEvent(deps, tx, event, id);
    return joined;
  });
  return { ...(await getTask(db, user, id)), addedToTeam };
}

/** Told to the new assignee; the dispatcher drops it when that is the actor (assigning oneself). */
function assignedNotification(actor: CurrentUser, task: { id: string; title: string; assignedToId: string | null }): NotificationEvent {
  return {
    kind: 'task_assigned' as const,
    to: { userIds: [task.assignedToId] },
    actorId: actor.id,
    words: ({ t }) => ({
      title: t('mail.taskAssigned.title', { task: task.title }),
      body: t('mail.taskAssigned.body', { actor: `${actor.firstName} ${actor.lastName}`, task: task.title }),
    }),
    link: `/tasks/${task.id}`,
    entityType: 'task',
    entityId: task.id,
  };
}

export async function deleteTask(db: Db, user: CurrentUser, id: string): Promise<void> {
  const task = await findTaskInScope(db, user, id);
  if (!mayDeleteTask(user)) throw forbidden();
  const staffOnly = !(await taskShownToClients(db, id));
  const removed = { topic: 'task', id, projectId: task.projectId, clientId: task.clientId, staffOnly } as const;
  await writeRecorded(
    db,
    async (tx) => {
      await tx.delete(tasks).where(eq(tasks.id, id));
      await publishLive(tx, removed);
    },
    {
      actorId: user.id,
      action: 'task.deleted',
      entityType: 'task',
      entityId: id,
      clientId: task.clientId,
      summary: `Deleted the task ${task.title}`,
      metadata: { title: task.title, projectId: task.projectId },
    },
  );
}
