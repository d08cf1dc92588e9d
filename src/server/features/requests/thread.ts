/**
 * A request's thread (docs/product.md, Client requests; decision 0109): the client's users and the agency's staff write
 * under a request before and after it is answered, and staff leave internal notes. Every read goes through
 * `visibleRequestMessages`, so no client user receives a note by any route; the notification and the live event of a
 * note name staff only. `postRequestMessage` is the one write, for the routes and for replies that arrive by e-mail.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CAPABILITIES, can } from '@shared/permissions';
import { mayWriteInRequestThread } from '@shared/policies/requests';
import { isStaffRole, STAFF_ROLES } from '@shared/roles';
import type { RequestMessage, RequestThread } from '@shared/schemas/requests';
import { recordActivity } from '../../activity';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { clientRequests, files, projects, requestMessages, users } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/transaction';
import { forbidden, notFound } from '../../errors';
import { publishLive } from '../../live/publish';
import type { Notifier } from '../../notifications/notify';
import { findRequestInScope } from './read';

export interface PostRequestMessage {
  body: string;
  internal: boolean;
}

/** Who answers requests: told of every client message on any request, as of a new request. */
const ANSWERING_ROLES = Object.keys(CAPABILITIES['requests.manage'].roles);

/** Internal notes only for those who read them (staff); for client users the condition that hides them. */
export function visibleRequestMessages(user: CurrentUser): SQL | undefined {
  return can(user.role, 'messages.internal') ? undefined : eq(requestMessages.internal, false);
}

const columns = {
  id: requestMessages.id,
  requestId: requestMessages.requestId,
  body: requestMessages.body,
  internal: requestMessages.internal,
  createdAt: requestMessages.createdAt,
  authorId: requestMessages.authorId,
  fileCount: sql<number>`(select count(*)::int from ${files} where ${files.entityType} = 'request_message' and ${files.entityId} = ${requestMessages.id})`,
  author: { id: users.id, firstName: users.firstName, lastName: users.lastName, avatarUrl: users.avatarUrl, role: users.role },
};

function selectMessages(db: DbOrTx) {
  return db.select(columns).from(requestMessages).leftJoin(users, eq(users.id, requestMessages.authorId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectMessages>['execute']>>[number];

function toMessage(user: CurrentUser, { authorId, author, ...row }: Row): RequestMessage {
  return {
    ...row,
    fileCount: Number(row.fileCount),
    createdAt: row.createdAt.toISOString(),
    author: author
      ? {
          id: author.id,
          firstName: author.firstName,
          lastName: author.lastName,
          avatarUrl: author.avatarUrl,
          fromAgency: isStaffRole(author.role),
        }
      : null,
    canAttach: authorId !== null && authorId === user.id && mayWriteInRequestThread(user, row.internal),
  };
}

export async function getRequestThread(db: Db, user: CurrentUser, requestId: string): Promise<RequestThread> {
  await findRequestInScope(db, user, requestId);
  const rows = await selectMessages(db)
    .where(and(eq(requestMessages.requestId, requestId), visibleRequestMessages(user)))
    .orderBy(asc(requestMessages.createdAt), asc(requestMessages.id));
  return {
    items: rows.map((row) => toMessage(user, row)),
    canPost: mayWriteInRequestThread(user, false),
    canPostInternal: mayWriteInRequestThread(user, true),
  };
}

/** A message the caller may see (its request in their scope; not a note for a client user), or undefined: files use it. */
export async function findRequestMessageInScope(db: Db, user: CurrentUser, id: string) {
  const [row] = await db
    .select({
      id: requestMessages.id,
      requestId: requestMessages.requestId,
      internal: requestMessages.internal,
      authorId: requestMessages.authorId,
    })
    .from(requestMessages)
    .where(and(eq(requestMessages.id, id), visibleRequestMessages(user)));
  if (!row) return undefined;
  const request = await findRequestInScope(db, user, row.requestId).catch(() => undefined);
  return request ? { ...row, projectId: request.projectId, clientId: request.clientId } : undefined;
}

/** Everyone who wrote in the thread, and whether they are staff. */
async function participants(tx: Tx, requestId: string) {
  const rows = await tx
    .selectDistinct({ id: users.id, role: users.role })
    .from(requestMessages)
    .innerJoin(users, eq(users.id, requestMessages.authorId))
    .where(eq(requestMessages.requestId, requestId));
  return rows.map((r) => ({ id: r.id, staff: isStaffRole(r.role) }));
}

/** Of these users, the staff: an internal note's notice must name no one else. */
async function staffOnly(tx: Tx, ids: readonly (string | null)[]): Promise<string[]> {
  const wanted = ids.filter((id): id is string => !!id);
  if (wanted.length === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, wanted), inArray(users.role, [...STAFF_ROLES])));
  return rows.map((r) => r.id);
}

/**
 * Posts `input` in the thread of request `requestId` as `user`: the one write of a request message, whether it comes
 * from the portal or from a reply by e-mail. Any status (open, accepted, declined); 404 outside the caller's scope,
 * 403 for an internal note by someone who may not write one.
 */
export async function postRequestMessage(
  db: Db,
  user: CurrentUser,
  requestId: string,
  input: PostRequestMessage,
  notify?: Notifier,
): Promise<RequestMessage> {
  const request = await findRequestInScope(db, user, requestId);
  if (!mayWriteInRequestThread(user, input.internal)) {
    throw forbidden(input.internal ? 'errors.common.onlyAgencysTeamWrite' : undefined);
  }
  const [project] = await db
    .select({ name: projects.name, managerId: projects.projectManagerId })
    .from(projects)
    .where(eq(projects.id, request.projectId));
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(requestMessages)
      .values({ requestId, clientId: request.clientId, authorId: user.id, body: input.body, internal: input.internal })
      .returning({ id: requestMessages.id });
    const messageId = created!.id;
    await recordActivity(tx, {
      actorId: user.id,
      action: 'request.message',
      entityType: 'request',
      entityId: requestId,
      clientId: request.clientId,
      summary: input.internal
        ? `Wrote an internal note on request #${request.number} ${request.title}`
        : `Wrote in the thread of request #${request.number} ${request.title}`,
      // The words stay in the thread: the audit trail names the message.
      metadata: { messageId, internal: input.internal },
    });
    const people = await participants(tx, requestId);
    const staffSide = [project?.managerId ?? null, request.decidedById, ...people.filter((p) => p.staff).map((p) => p.id)];
    const clientSide = [request.createdById, ...people.filter((p) => !p.staff).map((p) => p.id)];
    const fromClient = !isStaffRole(user.role);
    const author = `${user.firstName} ${user.lastName}`;
    await notify?.(
      {
        kind: 'request_message',
        // A note: staff only (the named people filtered to staff, and the answering roles, all staff). A client's
        // message: the team; staff's message: the client's side who filed or wrote in it, and the staff who follow it.
        to: input.internal
          ? { userIds: await staffOnly(tx, staffSide), roles: ANSWERING_ROLES }
          : fromClient
            ? { userIds: [...staffSide, ...clientSide], roles: ANSWERING_ROLES }
            : { userIds: [...staffSide, ...clientSide] },
        actorId: user.id,
        words: ({ t }) => {
          const where = { number: request.number, title: request.title };
          return {
            title: input.internal ? t('mail.requestMessage.internalTitle', where) : t('mail.requestMessage.title', where),
            body: t('mail.notification.excerpt', { author, excerpt: excerpt(input.body) }),
          };
        },
        link: `/requests/${requestId}`,
        entityType: 'request',
        entityId: requestId,
        // A note is not answered by e-mail: a reply could not say whether it is a note too (decision 0112).
        ...(input.internal ? {} : { replyThread: { kind: 'request', id: requestId } }),
      },
      tx,
    );
    await publishLive(tx, {
      topic: 'request',
      id: requestId,
      projectId: request.projectId,
      clientId: request.clientId,
      staffOnly: input.internal,
    });
    // A message the client reads moves the request up a list sorted by change; a note must not (its client would see it move).
    if (!input.internal) await tx.update(clientRequests).set({ updatedAt: new Date() }).where(eq(clientRequests.id, requestId));
    return messageId;
  });
  const [row] = await selectMessages(db).where(eq(requestMessages.id, id));
  if (!row) throw notFound('errors.notFound.message');
  return toMessage(user, row);
}

/** The bell shows a line, not a whole message. */
function excerpt(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
