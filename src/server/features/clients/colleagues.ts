/**
 * The client portal's Colleagues (docs/decisions/0111-primary-contacts-manage-their-colleagues.md): a primary contact
 * invites, deactivates, reactivates and removes the additional contacts of their own company, with the agency's
 * invitation (client-users.ts) and its rules (src/shared/policies/colleagues.ts). Each change is recorded in the
 * client's activity and notified to the agency's managers and admins, in the change's transaction.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { colleagueCan, colleagueRefusal, COLLEAGUES_TURNED_OFF, mayInviteColleagues } from '@shared/policies/colleagues';
import { can } from '@shared/permissions';
import { CLIENT_ROLES, ROLES } from '@shared/roles';
import type { Colleague, ColleagueList, InviteColleagueInput, UpdateColleagueInput } from '@shared/schemas/colleagues';
import { writeRecorded, type ActivityEvent } from '../../activity';
import { revokeAllApiKeys } from '../../auth/api-key-revocation';
import { sendInvitation } from '../../auth/invitation';
import { createRecordedAccount } from '../../auth/new-account';
import type { AppDeps, CurrentUser } from '../../context';
import { accountColumns, toAccount } from '../../db/account-rows';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/transaction';
import { clients, users } from '../../db/schema';
import { conflict, forbidden, keyed, notFound } from '../../errors';
import { publishUserChanged } from '../../live/publish';
import { notify } from '../../notifications/notify';
import { endSessions, invitationFor } from './client-users';

type Company = { id: string; name: string; enabled: boolean };

/** The caller's company and whether the agency lets its primary contacts manage their colleagues. */
async function ownCompany(db: DbOrTx, user: CurrentUser): Promise<Company> {
  if (!user.clientId) throw notFound('errors.notFound.client');
  const [row] = await db
    .select({ id: clients.id, name: clients.name, enabled: clients.contactsManageColleagues })
    .from(clients)
    .where(eq(clients.id, user.clientId));
  if (!row) throw notFound('errors.notFound.client');
  return row;
}

const actorOf = (user: CurrentUser) => ({ id: user.id, role: user.role, clientId: user.clientId ?? null });

type Row = Awaited<ReturnType<typeof selectColleagues>>[number];
/** The portal users of the company (one of them when `id` is given). */
const selectColleagues = (db: DbOrTx, clientId: string, id?: string) =>
  db
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.clientId, clientId), inArray(users.role, [...CLIENT_ROLES]), id ? eq(users.id, id) : undefined));

function toColleague(user: CurrentUser, company: Company, row: Row): Colleague {
  const account = toAccount(row);
  const target = {
    id: row.id,
    role: row.role as Colleague['role'],
    status: row.status as Colleague['status'],
    clientId: row.clientId,
    invitationPending: account.invitationPending,
  };
  return {
    id: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    role: target.role,
    status: target.status,
    avatarUrl: account.avatarUrl,
    invitationPending: account.invitationPending,
    isYou: row.id === user.id,
    can: colleagueCan(actorOf(user), target, company.enabled),
  };
}

export async function listColleagues(db: Db, user: CurrentUser): Promise<ColleagueList> {
  const company = await ownCompany(db, user);
  const rows = await selectColleagues(db, company.id)
    // Primary contacts first, then by name.
    .orderBy(sql`${users.role} <> 'client_primary'`, asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(500);
  return {
    company: company.name,
    enabled: company.enabled,
    canInvite: mayInviteColleagues(actorOf(user), company.enabled),
    notice: company.enabled ? null : COLLEAGUES_TURNED_OFF,
    items: rows.map((row) => toColleague(user, company, row)),
  };
}

/**
 * The target, checked in this order: 404 for anyone not of the caller's company (staff, another company's people), then
 * 403 with the policy's message (turned off, another primary contact, oneself).
 */
async function actOn(db: DbOrTx, user: CurrentUser, id: string): Promise<{ company: Company; target: Colleague }> {
  const company = await ownCompany(db, user);
  const [row] = await selectColleagues(db, company.id, id);
  if (!row) throw notFound('errors.notFound.user');
  const target = toColleague(user, company, row);
  const refusal = colleagueRefusal(actorOf(user), { ...target, clientId: row.clientId }, company.enabled);
  if (refusal) throw forbidden(refusal);
  return { company, target };
}

/** What a primary contact did to a colleague, and its words (each recipient's language). */
type ColleagueChange = { action: keyof typeof CHANGE_WORDS; name: string; email?: string };
const CHANGE_WORDS = {
  invited: { title: 'mail.colleagueChanged.invitedTitle', body: 'mail.colleagueChanged.invitedBody' },
  deactivated: { title: 'mail.colleagueChanged.deactivatedTitle', body: 'mail.colleagueChanged.deactivatedBody' },
  reactivated: { title: 'mail.colleagueChanged.reactivatedTitle', body: 'mail.colleagueChanged.reactivatedBody' },
  removed: { title: 'mail.colleagueChanged.removedTitle', body: 'mail.colleagueChanged.removedBody' },
} as const;

/** The agency hears of it: its managers and admins (those who manage client users), by the bell and e-mail. */
async function tellTheAgency(
  deps: AppDeps,
  tx: DbOrTx,
  user: CurrentUser,
  company: Company,
  change: ColleagueChange,
  targetId: string | null,
) {
  const keys = CHANGE_WORDS[change.action];
  const values = { company: company.name, actor: `${user.firstName} ${user.lastName}`, name: change.name, email: change.email ?? '' };
  await notify(
    deps,
    {
      kind: 'colleague_changed',
      to: { roles: ROLES.filter((role) => can(role, 'clientUsers.manage')) },
      actorId: user.id,
      words: ({ t }) => ({ title: t(keys.title, values), body: t(keys.body, values) }),
      link: `/clients/${company.id}`,
      entityType: 'user',
      entityId: targetId,
    },
    tx,
  );
}

const activity = (
  user: CurrentUser,
  company: Company,
  action: string,
  targetId: string,
  summary: string,
  extra?: object,
): ActivityEvent => ({
  actorId: user.id,
  action,
  entityType: 'user',
  entityId: targetId,
  clientId: company.id,
  summary,
  metadata: { byClient: true, ...extra },
});

export async function inviteColleague(deps: AppDeps, user: CurrentUser, input: InviteColleagueInput): Promise<Colleague> {
  const { db } = deps.database;
  const company = await ownCompany(db, user);
  if (!company.enabled) throw forbidden(COLLEAGUES_TURNED_OFF);
  if (!mayInviteColleagues(actorOf(user), company.enabled)) throw forbidden();
  const name = `${input.firstName} ${input.lastName}`;
  const { id } = await createRecordedAccount(
    db,
    { ...input, role: 'client_additional', status: 'active', clientId: company.id, invite: true },
    (account) =>
      activity(user, company, 'client_user.invited', account.id, `${user.firstName} ${user.lastName} invited ${name} as a colleague`),
    async (tx, userId) => {
      await sendInvitation(deps, userId, invitationFor(input, company.name), tx);
      await tellTheAgency(deps, tx, user, company, { action: 'invited', name, email: input.email }, userId);
    },
  );
  const [row] = await selectColleagues(db, company.id, id);
  return toColleague(user, company, row!);
}

export async function updateColleague(deps: AppDeps, user: CurrentUser, id: string, input: UpdateColleagueInput): Promise<Colleague> {
  const { db } = deps.database;
  const { company, target } = await actOn(db, user, id);
  const name = `${target.firstName} ${target.lastName}`;
  if (target.status === 'pending') throw conflict(keyed('errors.clients.invitationNotAccepted', { name }));
  if (target.status !== input.status) {
    const deactivating = input.status === 'inactive';
    await writeRecorded(
      db,
      async (tx) => {
        await tx.update(users).set({ status: input.status }).where(eq(users.id, id));
        if (deactivating) {
          await endSessions(tx, id);
          await revokeAllApiKeys(tx, { userId: id, actorId: user.id, because: 'deactivated' });
        } else {
          await publishUserChanged(tx, id);
        }
        await tellTheAgency(deps, tx, user, company, { action: deactivating ? 'deactivated' : 'reactivated', name }, id);
      },
      activity(
        user,
        company,
        'client_user.updated',
        id,
        `${user.firstName} ${user.lastName} ${deactivating ? 'deactivated' : 'reactivated'} ${name}`,
        { fields: ['status'] },
      ),
    );
  }
  const [row] = await selectColleagues(db, company.id, id);
  return toColleague(user, company, row!);
}

export async function removeColleague(deps: AppDeps, user: CurrentUser, id: string): Promise<void> {
  const { db } = deps.database;
  const { company, target } = await actOn(db, user, id);
  const name = `${target.firstName} ${target.lastName}`;
  await writeRecorded(
    db,
    async (tx) => {
      await endSessions(tx, id);
      await tx.delete(users).where(and(eq(users.id, id), eq(users.clientId, company.id), eq(users.role, 'client_additional')));
      await tellTheAgency(deps, tx, user, company, { action: 'removed', name, email: target.email }, null);
    },
    activity(user, company, 'client_user.deleted', id, `${user.firstName} ${user.lastName} removed ${name}`, { email: target.email }),
  );
}

export async function resendColleagueInvitation(deps: AppDeps, user: CurrentUser, id: string): Promise<Colleague> {
  const { db } = deps.database;
  const { company, target } = await actOn(db, user, id);
  if (!target.invitationPending) throw conflict(keyed('errors.clients.passwordAlreadyChosen', { name: target.firstName }));
  await writeRecorded(
    db,
    (tx) => sendInvitation(deps, id, invitationFor(target, company.name), tx),
    activity(
      user,
      company,
      'client_user.invited',
      id,
      `${user.firstName} ${user.lastName} sent ${target.firstName} ${target.lastName} a new invitation`,
    ),
  );
  return target;
}
