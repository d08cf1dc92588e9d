/**
 * A project's conversation (docs/product.md, Project conversation; decision 0043). Everyone who sees a project reads
 * and writes in it; internal notes are the agency's own and never leave the server for a client user: every read here
 * goes through `visibleMessages`, and every write's notification and live event say who may learn of it.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { can } from '@shared/permissions';
import { mayDeleteMessage, mayEditMessage, mayPostMessage, messageCan } from '@shared/policies/messages';
import { isStaffRole, STAFF_ROLES } from '@shared/roles';
import type { CreateMessageInput, MessagePage, ProjectMessage, UpdateMessageInput } from '@shared/schemas/messages';
import { recordActivity } from '../../activity';
import { projectScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { files, projectAssignments, projectMessages, projects, users } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { forbidden, notFound } from '../../errors';
import { publishLive } from '../../live/publish';
import type { Notifier } from '../../notifications/notify';
import { ADMIN_VIEWER } from '../../webhooks/admin-viewer';
import { emitRecordEvent, type EventDeps } from '../../webhooks/record-event';

type CreateMessage = { body: string; internal: boolean } & Omit<CreateMessageInput, 'body' | 'internal'>;
type ListQuery = { before?: string; limit: number };

/** Internal notes only for those who may read them (staff); for client users the condition that hides them. */
export function visibleMessages(user: CurrentUser): SQL | undefined {
  return can(user.role, 'messages.internal') ? undefined : eq(projectMessages.internal, false);
}

/** The message's time to the microsecond (a JavaScript date holds milliseconds), so a page boundary is exact. */
const cursorOf = sql<string>`to_char(${projectMessages.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '~' || ${projectMessages.id}`;

const messageColumns = {
  id: projectMessages.id,
  projectId: projectMessages.projectId,
  authorId: projectMessages.authorId,
  body: projectMessages.body,
  internal: projectMessages.internal,
  createdAt: projectMessages.createdAt,
  updatedAt: projectMessages.updatedAt,
  editedAt: projectMessages.editedAt,
  cursor: cursorOf,
  // The files shared on it (decision 0039); those of a note are staff-only, and a client user never reads a note.
  fileCount: sql<number>`(select count(*)::int from ${files} where ${files.entityType} = 'message' and ${files.entityId} = ${projectMessages.id})`,
  author: { id: users.id, firstName: users.firstName, lastName: users.lastName, avatarUrl: users.avatarUrl, role: users.role },
};

function selectMessages(db: Db | Tx) {
  return db.select(messageColumns).from(projectMessages).leftJoin(users, eq(users.id, projectMessages.authorId));
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['execute']>>[number];

function toMessage(user: CurrentUser, { authorId, cursor: _cursor, author, ...row }: MessageRow): ProjectMessage {
  return {
    ...row,
    fileCount: Number(row.fileCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    author: author
      ? {
          id: author.id,
          firstName: author.firstName,
          lastName: author.lastName,
          avatarUrl: author.avatarUrl,
          fromAgency: isStaffRole(author.role),
        }
      : null,
    can: messageCan(user, { authorId, internal: row.internal }),
  };
}

/** The project if the caller may see it; otherwise 404, so ids of other companies leak nothing. */
async function projectInScope(db: Db, user: CurrentUser, id: string) {
  const [row] = await db
    .select({ id: projects.id, name: projects.name, clientId: projects.clientId, projectManagerId: projects.projectManagerId })
    .from(projects)
    .where(and(eq(projects.id, id), projectScope(user)));
  if (!row) throw notFound('errors.notFound.project');
  return row;
}

/**
 * A message the caller may see (its project in their scope; not an internal note for a client user), or undefined:
 * the one scope both its writes and the files attached to it (attachable.ts) are found with.
 */
export async function findMessageInScope(db: Db, user: CurrentUser, id: string) {
  const [row] = await db
    .select({
      id: projectMessages.id,
      authorId: projectMessages.authorId,
      internal: projectMessages.internal,
      projectId: projects.id,
      projectName: projects.name,
      clientId: projects.clientId,
    })
    .from(projectMessages)
    .innerJoin(projects, eq(projects.id, projectMessages.projectId))
    .where(and(eq(projectMessages.id, id), projectScope(user), visibleMessages(user)));
  return row;
}

/** A message the caller may see, or 404. */
async function messageInScope(db: Db, user: CurrentUser, id: string) {
  const row = await findMessageInScope(db, user, id);
  if (!row) throw notFound('errors.notFound.message');
  return row;
}

async function loadMessage(db: Db, user: CurrentUser, id: string): Promise<ProjectMessage> {
  const [row] = await selectMessages(db).where(eq(projectMessages.id, id));
  if (!row) throw notFound('errors.notFound.message');
  return toMessage(user, row);
}

export async function listMessages(db: Db, user: CurrentUser, projectId: string, query: ListQuery): Promise<MessagePage> {
  await projectInScope(db, user, projectId);
  let before: SQL | undefined;
  if (query.before) {
    const [at, id] = query.before.split('~') as [string, string];
    before = sql`(${projectMessages.createdAt}, ${projectMessages.id}) < (${at}::timestamptz, ${id}::uuid)`;
  }
  // One more than asked says whether there is an older page; read newest first off the (project, created_at, id) index,
  // whose columns are DESC NULLS LAST: a plain DESC (nulls first) does not match it, and PostgreSQL read all 10,000
  // messages of a busy project and sorted them (20 ms against well under 1). The page is picked from the messages alone
  // and only its rows meet their authors.
  const newestFirst = [sql`${projectMessages.createdAt} desc nulls last`, sql`${projectMessages.id} desc nulls last`];
  const picked = db
    .select()
    .from(projectMessages)
    .where(and(eq(projectMessages.projectId, projectId), visibleMessages(user), before))
    .orderBy(...newestFirst)
    .limit(query.limit + 1)
    .as('project_messages');
  const rows = await db
    .select(messageColumns)
    .from(picked)
    .leftJoin(users, eq(users.id, projectMessages.authorId))
    .orderBy(...newestFirst);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((row) => toMessage(user, row)).reverse(),
    olderCursor: rows.length > query.limit ? page[page.length - 1]!.cursor : null,
    canPost: mayPostMessage(user, false),
    canPostInternal: mayPostMessage(user, true),
  };
}

/** The staff who work on the project: its manager and its team. Only staff, so an internal note's notice stays in-house. */
async function projectTeamIds(tx: Tx, project: { id: string; projectManagerId: string | null }): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.role, [...STAFF_ROLES]),
        sql`(${users.id} in (select ${projectAssignments.profileId} from ${projectAssignments} where ${projectAssignments.projectId} = ${project.id})
             or ${users.id} = ${project.projectManagerId})`,
      ),
    );
  return rows.map((r) => r.id);
}

export async function postMessage(
  deps: EventDeps,
  db: Db,
  user: CurrentUser,
  projectId: string,
  input: CreateMessage,
  notify?: Notifier,
): Promise<ProjectMessage> {
  const project = await projectInScope(db, user, projectId);
  if (!mayPostMessage(user, input.internal)) throw forbidden('errors.common.onlyAgencysTeamWrite');
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(projectMessages)
      .values({ projectId, clientId: project.clientId, authorId: user.id, body: input.body, internal: input.internal })
      .returning({ id: projectMessages.id });
    const messageId = created!.id;
    await recordActivity(tx, {
      actorId: user.id,
      action: 'message.created',
      entityType: 'project',
      entityId: projectId,
      clientId: project.clientId,
      summary: input.internal
        ? `Wrote an internal note on the project ${project.name}`
        : `Wrote in the conversation of the project ${project.name}`,
      // The text stays in the conversation: the audit trail names the message, not its words.
      metadata: { messageId, internal: input.internal },
    });
    const author = `${user.firstName} ${user.lastName}`;
    await notify?.(
      {
        kind: 'project_message',
        // The team always; the client's users only for a message meant for them (never an internal note).
        to: input.internal
          ? { userIds: await projectTeamIds(tx, project) }
          : { userIds: await projectTeamIds(tx, project), clientId: project.clientId },
        actorId: user.id,
        words: ({ t }) => ({
          title: input.internal
            ? t('mail.projectMessage.internalTitle', { project: project.name })
            : t('mail.projectMessage.title', { project: project.name }),
          body: t('mail.notification.excerpt', { author, excerpt: excerpt(input.body) }),
        }),
        link: `/projects/${projectId}?tab=conversation`,
        entityType: 'project',
        entityId: projectId,
        // A reply by e-mail lands in this conversation; an internal note's e-mail offers none (decision 0112).
        ...(input.internal ? {} : { replyThread: { kind: 'project', id: projectId } }),
      },
      tx,
    );
    await publishLive(tx, { topic: 'message', id: messageId, projectId, clientId: project.clientId, staffOnly: input.internal });
    // An internal note is the agency's own: it is no event, so no receiver can pass it on to the client.
    if (!input.internal) {
      await emitRecordEvent(deps, tx, 'message.posted', async () => {
        const [row] = await selectMessages(tx).where(eq(projectMessages.id, messageId));
        return toMessage(ADMIN_VIEWER, row!);
      });
    }
    return messageId;
  });
  return loadMessage(db, user, id);
}

export async function editMessage(
  db: Db,
  user: CurrentUser,
  id: string,
  input: { body: string } & UpdateMessageInput,
): Promise<ProjectMessage> {
  const message = await messageInScope(db, user, id);
  if (!mayEditMessage(user, message)) throw forbidden('errors.messages.onlyAuthorEditMessage');
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(projectMessages).set({ body: input.body, editedAt: now, updatedAt: now }).where(eq(projectMessages.id, id));
    await recordActivity(tx, {
      actorId: user.id,
      action: 'message.updated',
      entityType: 'project',
      entityId: message.projectId,
      clientId: message.clientId,
      summary: `Edited a ${message.internal ? 'internal note' : 'message'} on the project ${message.projectName}`,
      metadata: { messageId: id, internal: message.internal },
    });
    await publishLive(tx, { topic: 'message', id, projectId: message.projectId, clientId: message.clientId, staffOnly: message.internal });
  });
  return loadMessage(db, user, id);
}

export async function deleteMessage(db: Db, user: CurrentUser, id: string): Promise<void> {
  const message = await messageInScope(db, user, id);
  if (!mayDeleteMessage(user, message)) throw forbidden('errors.messages.onlyAuthorAdminDelete');
  await db.transaction(async (tx) => {
    await tx.delete(projectMessages).where(eq(projectMessages.id, id));
    await recordActivity(tx, {
      actorId: user.id,
      action: 'message.deleted',
      entityType: 'project',
      entityId: message.projectId,
      clientId: message.clientId,
      summary: `Deleted a ${message.internal ? 'internal note' : 'message'} on the project ${message.projectName}`,
      metadata: { messageId: id, internal: message.internal, authorId: message.authorId },
    });
    await publishLive(tx, { topic: 'message', id, projectId: message.projectId, clientId: message.clientId, staffOnly: message.internal });
  });
}

/** The bell shows a line, not a whole message. */
function excerpt(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
