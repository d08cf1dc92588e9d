/** POST /api/users: a staff member or client user, with a password now or an invitation to choose one. */
import { eq } from 'drizzle-orm';
import { ROLE_LABELS } from '@shared/roles';
import type { CreateUserValues, UserDto } from '@shared/schemas/users';
import { sendInvitation, type InvitationLink } from '../../auth/invitation';
import { createRecordedAccount } from '../../auth/new-account';
import type { AppDeps, CurrentUser } from '../../context';
import { clients } from '../../db/schema';
import { validationFailed } from '../../errors';
import { userInvitationMail } from './invitation-mail';
import { findVisibleUser, fullName } from './user-rows';
import { assertMayCreate } from './user-rules';

export async function createUser(deps: AppDeps, actor: CurrentUser, input: CreateUserValues): Promise<UserDto> {
  const { db } = deps.database;
  assertMayCreate(actor, input.role);
  let company: string | null = null;
  if (input.clientId) {
    const [client] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, input.clientId));
    if (!client) throw validationFailed({ clientId: 'errors.common.chooseExistingClient' });
    company = client.name;
  }
  // The account, its activity entry and the invitation (token and e-mail job) are one write.
  const invitation = (link: InvitationLink) => userInvitationMail({ email: input.email, firstName: input.firstName, company }, link);
  const { id } = await createRecordedAccount(
    db,
    { ...input, clientId: input.clientId ?? null },
    (account) => ({
      actorId: actor.id,
      action: input.invite ? 'user.invited' : 'user.created',
      entityType: 'user',
      entityId: account.id,
      clientId: input.clientId,
      summary: `${input.invite ? 'Invited' : 'Added'} ${fullName(input)} as ${ROLE_LABELS[input.role]}${company ? ` of ${company}` : ''}`,
      metadata: { role: input.role, status: account.status },
    }),
    (tx, userId) => sendInvitation(deps, userId, invitation, tx),
  );
  return findVisibleUser(db, actor, id);
}
