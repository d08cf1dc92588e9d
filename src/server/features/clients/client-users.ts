/**
 * A client's portal users (the client detail's Users tab): real sign-in accounts with a client role, created with a
 * password or invited by e-mail. The invitation reuses better-auth's password-reset token (a `reset-password:`
 * verification row, single use), so the link opens the ordinary reset page and setting the password consumes it.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { CLIENT_ROLES } from '@shared/roles';
import type { ClientUser, CreateClientUserInput, UpdateClientUserInput } from '@shared/schemas/clients';
import { writeRecorded } from '../../activity';
import { revokeAllApiKeys } from '../../auth/api-key-revocation';
import { sendInvitation, type InvitationLink } from '../../auth/invitation';
import { createRecordedAccount } from '../../auth/new-account';
import type { AppDeps, CurrentUser } from '../../context';
import { accountColumns, toAccount } from '../../db/account-rows';
import type { Db } from '../../db/client';
import type { DbOrTx, Tx } from '../../db/transaction';
import { sessions, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { publishUserChanged } from '../../live/publish';
import { clientInScope } from './service';
import { clientInvitationMail } from './invitation-mail';
import { newestFirst } from '../../db/paging';

const userColumns = accountColumns;

function toClientUser(row: Parameters<typeof toAccount>[0]): ClientUser {
  return { ...toAccount(row), role: row.role as ClientUser['role'], status: row.status as ClientUser['status'], clientId: row.clientId! };
}

/** The client, checked in this order: 404 outside the caller's scope, then 403 without clientUsers.manage. */
async function managedClient(db: Db, user: CurrentUser, clientId: string) {
  const client = await clientInScope(db, user, clientId);
  if (!client.can.manageUsers) throw forbidden();
  return client;
}

const ofClient = (clientId: string) => and(eq(users.clientId, clientId), inArray(users.role, [...CLIENT_ROLES]));

async function findClientUser(db: Db, clientId: string, userId: string): Promise<ClientUser> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.id, userId), ofClient(clientId)));
  if (!row) throw notFound('errors.notFound.user');
  return toClientUser(row);
}

export async function listClientUsers(db: Db, user: CurrentUser, clientId: string): Promise<ClientUser[]> {
  await managedClient(db, user, clientId);
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(ofClient(clientId))
    .orderBy(...newestFirst(users))
    .limit(500);
  return rows.map(toClientUser);
}

/** The client invitation's wording around a single-use link to choose a password (auth/invitation.ts). */
export const invitationFor = (target: { email: string; firstName: string }, company: string) => (link: InvitationLink) =>
  clientInvitationMail({ to: target.email, name: target.firstName, company, url: link.url, days: link.days, reader: link.reader });

type CreateValues = Exclude<CreateClientUserInput, undefined> & { role: ClientUser['role']; status: ClientUser['status']; invite: boolean };

export async function createClientUser(deps: AppDeps, user: CurrentUser, clientId: string, input: CreateValues): Promise<ClientUser> {
  const { db } = deps.database;
  const client = await managedClient(db, user, clientId);
  // The account, its activity entry and the invitation (token and e-mail job) are one write.
  const invitation = invitationFor({ email: input.email, firstName: input.firstName }, client.name);
  const { id } = await createRecordedAccount(
    db,
    { ...input, clientId },
    (account) => ({
      actorId: user.id,
      action: input.invite ? 'client_user.invited' : 'client_user.created',
      entityType: 'user',
      entityId: account.id,
      clientId,
      summary: `${input.invite ? 'Invited' : 'Added'} ${input.firstName} ${input.lastName} as a client user of ${client.name}`,
    }),
    (tx, userId) => sendInvitation(deps, userId, invitation, tx),
  );
  return findClientUser(db, clientId, id);
}

/** Sends a new invitation link to a user who has not chosen a password yet. */
export async function resendInvitation(deps: AppDeps, user: CurrentUser, clientId: string, userId: string): Promise<ClientUser> {
  const { db } = deps.database;
  const client = await managedClient(db, user, clientId);
  const target = await findClientUser(db, clientId, userId);
  if (!target.invitationPending) throw conflict('errors.clients.userHasAlreadySet');
  // The new token, its e-mail job and the activity entry are one write.
  await writeRecorded(db, (tx) => sendInvitation(deps, target.id, invitationFor(target, client.name), tx), {
    actorId: user.id,
    action: 'client_user.invited',
    entityType: 'user',
    entityId: userId,
    clientId,
    summary: `Sent a new invitation to ${target.firstName} ${target.lastName}`,
  });
  return target;
}

/** Ends every session of the user at once (their next request answers 401) and their open event streams. */
export async function endSessions(db: DbOrTx, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await publishUserChanged(db, userId);
}

export async function updateClientUser(
  deps: AppDeps,
  user: CurrentUser,
  clientId: string,
  userId: string,
  input: UpdateClientUserInput,
): Promise<ClientUser> {
  const { db } = deps.database;
  await managedClient(db, user, clientId);
  const before = await findClientUser(db, clientId, userId);
  const values: Partial<typeof users.$inferInsert> = {};
  for (const key of ['firstName', 'lastName', 'role', 'status'] as const) {
    if (input[key] !== undefined) (values as Record<string, unknown>)[key] = input[key];
  }
  if (values.firstName !== undefined || values.lastName !== undefined) {
    values.name = `${values.firstName ?? before.firstName} ${values.lastName ?? before.lastName}`;
  }
  const update = async (tx: Tx) => {
    if (Object.keys(values).length > 0)
      await tx
        .update(users)
        .set(values)
        .where(and(eq(users.id, userId), ofClient(clientId)));
    if (values.status && values.status !== 'active') {
      await endSessions(tx, userId);
      // Revoked, not suspended: reactivating the account later brings no key back.
      await revokeAllApiKeys(tx, { userId, actorId: user.id, because: 'deactivated' });
    } else if (values.role && values.role !== before.role) {
      // Their open streams were scoped by the old role.
      await publishUserChanged(tx, userId);
    }
  };
  await writeRecorded(db, update, {
    actorId: user.id,
    action: 'client_user.updated',
    entityType: 'user',
    entityId: userId,
    clientId,
    summary:
      values.status && values.status !== before.status
        ? `Set ${before.firstName} ${before.lastName} to ${values.status}`
        : `Updated the client user ${values.name ?? `${before.firstName} ${before.lastName}`}`,
    metadata: { fields: Object.keys(values) },
  });
  return findClientUser(db, clientId, userId);
}

export async function deleteClientUser(deps: AppDeps, user: CurrentUser, clientId: string, userId: string): Promise<void> {
  const { db } = deps.database;
  await managedClient(db, user, clientId);
  const target = await findClientUser(db, clientId, userId);
  if (target.id === user.id) throw forbidden('errors.clients.deleteOwnAccountHere');
  const remove = async (tx: Tx) => {
    // Sessions and the credential account go with the user (ON DELETE CASCADE); deleting them first makes it explicit.
    await endSessions(tx, userId);
    await tx.delete(users).where(and(eq(users.id, userId), ofClient(clientId), ne(users.id, user.id)));
  };
  await writeRecorded(db, remove, {
    actorId: user.id,
    action: 'client_user.deleted',
    entityType: 'user',
    entityId: userId,
    clientId,
    summary: `Removed the client user ${target.firstName} ${target.lastName}`,
    metadata: { email: target.email },
  });
}
