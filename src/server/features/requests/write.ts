/**
 * Filing, changing, withdrawing, accepting and declining client requests (decision 0044). Every write is one
 * transaction with its activity entry, its notifications and its live event; accepting also creates the task, through
 * the tasks feature's own write (handed in as `InsertTask`), so the task is like any other.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { CAPABILITIES } from '@shared/permissions';
import {
  ALREADY_ANSWERED,
  isOpen,
  isRequestAuthor,
  mayAnswerRequests,
  mayFileRequests,
  type RequestFacts,
} from '@shared/policies/requests';
import type { CreateTaskInput } from '@shared/schemas/tasks';
import type {
  AcceptRequestInput,
  CreateRequestInput,
  DeclineRequestInput,
  RequestDetail,
  UpdateRequestInput,
} from '@shared/schemas/requests';
import { recordActivity } from '../../activity';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { clientRequests, projects } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { conflict, forbidden, validationFailed } from '../../errors';
import { publishLive } from '../../live/publish';
import type { NotificationEvent, Notifier } from '../../notifications/notify';
import { ADMIN_VIEWER } from '../../webhooks/admin-viewer';
import { emitRecordEvent, type EventDeps } from '../../webhooks/record-event';
import { findRequestInScope, getRequest } from './read';

export type CreateRequest = z.output<typeof CreateRequestInput>;
export type UpdateRequest = z.output<typeof UpdateRequestInput>;
export type AcceptRequest = z.output<typeof AcceptRequestInput>;
export type DeclineRequest = z.output<typeof DeclineRequestInput>;

const CHOOSE_A_PROJECT = 'errors.requests.chooseOneProjects';
/** Who hears of a new request besides the project's manager: every role that answers requests. */
const ANSWERING_ROLES = Object.keys(CAPABILITIES['requests.manage'].roles);

/**
 * The tasks feature's write of a new task, joining the caller's transaction; the app passes it in (app.ts), since
 * one feature does not import another.
 */
export type InsertTask = (tx: Tx, user: CurrentUser, input: z.output<typeof CreateTaskInput>, notify?: Notifier) => Promise<{ id: string }>;

type Stored = Awaited<ReturnType<typeof findRequestInScope>>;
const factsOf = (row: Stored): RequestFacts => ({ status: row.status as RequestFacts['status'], createdById: row.createdById });

const live = (tx: Tx, row: { id: string; projectId: string; clientId: string }) =>
  publishLive(tx, { topic: 'request', id: row.id, projectId: row.projectId, clientId: row.clientId });

export async function createRequest(
  deps: EventDeps,
  db: Db,
  user: CurrentUser,
  input: CreateRequest,
  notify?: Notifier,
): Promise<RequestDetail> {
  if (!mayFileRequests(user)) throw forbidden();
  // Only a project of the caller's own company: anything else is a choice the form never offered.
  const [project] = user.clientId
    ? await db
        .select({ id: projects.id, name: projects.name, clientId: projects.clientId, managerId: projects.projectManagerId })
        .from(projects)
        .where(and(eq(projects.id, input.projectId), eq(projects.clientId, user.clientId)))
    : [];
  if (!project) throw validationFailed({ projectId: CHOOSE_A_PROJECT });

  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clientRequests)
      .values({
        clientId: project.clientId,
        projectId: project.id,
        title: input.title,
        description: input.description,
        priority: input.priority,
        createdById: user.id,
      })
      .returning({ id: clientRequests.id, number: clientRequests.number });
    await recordActivity(tx, {
      actorId: user.id,
      action: 'request.created',
      entityType: 'request',
      entityId: row!.id,
      clientId: project.clientId,
      summary: `Filed request #${row!.number} ${input.title} on ${project.name}`,
    });
    await notify?.(
      {
        kind: 'client_request',
        to: { roles: ANSWERING_ROLES, userIds: [project.managerId] },
        actorId: user.id,
        words: ({ t }) => ({
          title: t('mail.clientRequest.title', { title: input.title }),
          body: t('mail.clientRequest.body', {
            who: `${user.firstName} ${user.lastName}`,
            priority: input.priority,
            project: project.name,
          }),
        }),
        link: `/requests/${row!.id}`,
        entityType: 'request',
        entityId: row!.id,
      },
      tx,
    );
    await live(tx, { id: row!.id, projectId: project.id, clientId: project.clientId });
    // The request as an admin's GET /api/requests/{id} returns it (decision 0061).
    await emitRecordEvent(deps, tx, 'request.created', () => getRequest(tx, ADMIN_VIEWER, row!.id));
    return row!.id;
  });
  return getRequest(db, user, id);
}

/** The stored request, if the caller is its author and it is still open. */
async function ownOpenRequest(db: Db, user: CurrentUser, id: string) {
  const stored = await findRequestInScope(db, user, id);
  if (!isRequestAuthor(user, factsOf(stored))) throw forbidden('errors.requests.onlyPersonWhoFiled');
  if (!isOpen(factsOf(stored))) throw conflict(ALREADY_ANSWERED);
  return stored;
}

export async function updateRequest(db: Db, user: CurrentUser, id: string, input: UpdateRequest): Promise<RequestDetail> {
  const stored = await ownOpenRequest(db, user, id);
  const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  await db.transaction(async (tx) => {
    // Still open in the same statement: an answer given meanwhile wins.
    const changed = await tx
      .update(clientRequests)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(clientRequests.id, id), eq(clientRequests.status, 'open')))
      .returning({ id: clientRequests.id });
    if (changed.length === 0) throw conflict(ALREADY_ANSWERED);
    await recordActivity(tx, {
      actorId: user.id,
      action: 'request.updated',
      entityType: 'request',
      entityId: id,
      clientId: stored.clientId,
      summary: `Updated request #${stored.number} ${input.title ?? stored.title}`,
      metadata: { fields: Object.keys(values) },
    });
    await live(tx, stored);
  });
  return getRequest(db, user, id);
}

export async function withdrawRequest(db: Db, user: CurrentUser, id: string): Promise<void> {
  const stored = await ownOpenRequest(db, user, id);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(clientRequests)
      .where(and(eq(clientRequests.id, id), eq(clientRequests.status, 'open')))
      .returning({ id: clientRequests.id });
    if (removed.length === 0) throw conflict(ALREADY_ANSWERED);
    await recordActivity(tx, {
      actorId: user.id,
      action: 'request.withdrawn',
      entityType: 'request',
      entityId: id,
      clientId: stored.clientId,
      summary: `Withdrew request #${stored.number} ${stored.title}`,
      metadata: { title: stored.title, projectId: stored.projectId },
    });
    await live(tx, stored);
  });
}

/** The stored request a manager may answer: in scope (404), the capability (403), still open (409). */
async function answerable(db: Db, user: CurrentUser, id: string) {
  const stored = await findRequestInScope(db, user, id);
  if (!mayAnswerRequests(user)) throw forbidden();
  if (!isOpen(factsOf(stored))) throw conflict(ALREADY_ANSWERED);
  return stored;
}

/** Marks it answered if it is still open; a concurrent answer leaves nothing to mark, and the transaction is undone. */
async function markAnswered(tx: Tx, user: CurrentUser, id: string, values: Partial<typeof clientRequests.$inferInsert>) {
  const now = new Date();
  const marked = await tx
    .update(clientRequests)
    .set({ ...values, decidedById: user.id, decidedAt: now, updatedAt: now })
    .where(and(eq(clientRequests.id, id), eq(clientRequests.status, 'open')))
    .returning({ id: clientRequests.id });
  if (marked.length === 0) throw conflict(ALREADY_ANSWERED);
}

function answeredNotification(user: CurrentUser, stored: Stored, accepted: boolean, reason?: string): NotificationEvent {
  return {
    kind: 'request_answered' as const,
    to: { userIds: [stored.createdById] },
    actorId: user.id,
    words: ({ t }) =>
      accepted
        ? {
            title: t('mail.requestAnswered.acceptedTitle', { title: stored.title }),
            body: t('mail.requestAnswered.acceptedBody', { title: stored.title }),
          }
        : {
            title: t('mail.requestAnswered.declinedTitle', { title: stored.title }),
            body: t('mail.requestAnswered.declinedBody', { title: stored.title, reason }),
          },
    link: `/requests/${stored.id}`,
    entityType: 'request',
    entityId: stored.id,
  };
}

/** `request.answered`: the request as an admin reads it, its status saying accepted (with its task) or declined (with the reason). */
function emitRequestAnswered(deps: EventDeps, tx: Tx, id: string) {
  return emitRecordEvent(deps, tx, 'request.answered', () => getRequest(tx, ADMIN_VIEWER, id));
}

export async function acceptRequest(
  deps: EventDeps,
  db: Db,
  user: CurrentUser,
  id: string,
  input: AcceptRequest,
  insertTask: InsertTask,
  notify?: Notifier,
): Promise<RequestDetail> {
  const stored = await answerable(db, user, id);
  // The answer, the task (its own activity entry, team place and assignee's notification), the link, the entries and
  // the notifications: one transaction, so a failure anywhere leaves the request open and no task behind.
  await db.transaction(async (tx) => {
    await markAnswered(tx, user, id, { status: 'accepted' });
    const task = await insertTask(
      tx,
      user,
      {
        title: stored.title,
        description: stored.description,
        clientId: stored.clientId,
        projectId: stored.projectId,
        milestoneId: null,
        type: input.type,
        status: 'pending',
        priority: stored.priority as CreateRequest['priority'],
        assignedToId: input.assignedToId,
        dueDate: input.dueDate,
        // The client asked for it: they follow it, whatever the project's default (decision 0103).
        clientVisible: true,
      },
      notify,
    );
    await tx.update(clientRequests).set({ taskId: task.id }).where(eq(clientRequests.id, id));
    await recordActivity(tx, {
      actorId: user.id,
      action: 'request.accepted',
      entityType: 'request',
      entityId: id,
      clientId: stored.clientId,
      summary: `Accepted request #${stored.number} ${stored.title} as a task`,
      metadata: { taskId: task.id },
    });
    await notify?.(answeredNotification(user, stored, true), tx);
    // The task's own event is published by its write.
    await live(tx, stored);
    await emitRequestAnswered(deps, tx, id);
  });
  return getRequest(db, user, id);
}

export async function declineRequest(
  deps: EventDeps,
  db: Db,
  user: CurrentUser,
  id: string,
  input: DeclineRequest,
  notify?: Notifier,
): Promise<RequestDetail> {
  const stored = await answerable(db, user, id);
  await db.transaction(async (tx) => {
    await markAnswered(tx, user, id, { status: 'declined', declineReason: input.reason });
    await recordActivity(tx, {
      actorId: user.id,
      action: 'request.declined',
      entityType: 'request',
      entityId: id,
      clientId: stored.clientId,
      summary: `Declined request #${stored.number} ${stored.title}`,
      metadata: { reason: input.reason },
    });
    await notify?.(answeredNotification(user, stored, false, input.reason), tx);
    await live(tx, stored);
    await emitRequestAnswered(deps, tx, id);
  });
  return getRequest(db, user, id);
}
