/** POST /api/users: a staff member or client user, with a password now or an invitation to choose one. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ROLE_LABELS } from '../../../shared/roles';
import type { CreateUserValues, UserDto } from '../../../shared/schemas/users';
import { recordActivity } from '../../activity';
import { inviteNewUser } from '../../auth/invitation';
import { hashPassword } from '../../auth/password';
import type { AppDeps, CurrentUser } from '../../context';
import { isUniqueViolation } from '../../db/pg-errors';
import { accounts, clients, users } from '../../db/schema';
import { conflict, validationFailed } from '../../errors';
import { userInvitationMail } from './invitation-mail';
import { findVisibleUser, fullName } from './user-rows';
import { assertMayCreate } from './user-rules';

const emailTaken = () => conflict('A user with this email already exists.', { email: 'A user with this email already exists' });

export async function createUser(deps: AppDeps, actor: CurrentUser, input: CreateUserValues): Promise<UserDto> {
  const { db } = deps.database;
  assertMayCreate(actor, input.role);
  let company: string | null = null;
  if (input.clientId) {
    const [client] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, input.clientId));
    if (!client) throw validationFailed({ clientId: 'Choose an existing client' });
    company = client.name;
  }
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing) throw emailTaken();

  const id = randomUUID();
  const now = new Date();
  // Invited users are pending until they choose their password (auth.ts activates them then).
  const status = input.invite ? 'pending' : input.status;
  const hash = input.invite ? null : await hashPassword(input.password!);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(users).values({
        id,
        email: input.email,
        emailVerified: !input.invite,
        name: fullName(input),
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        status,
        clientId: input.clientId,
        createdAt: now,
        updatedAt: now,
      });
      if (hash) {
        await tx.insert(accounts).values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hash, createdAt: now, updatedAt: now });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }

  if (input.invite) await inviteNewUser(deps, id, (link) => userInvitationMail({ email: input.email, firstName: input.firstName, company }, link));

  await recordActivity(db, {
    actorId: actor.id,
    action: input.invite ? 'user.invited' : 'user.created',
    entityType: 'user',
    entityId: id,
    clientId: input.clientId,
    summary: `${input.invite ? 'Invited' : 'Added'} ${fullName(input)} as ${ROLE_LABELS[input.role]}${company ? ` of ${company}` : ''}`,
    metadata: { role: input.role, status },
  });
  return findVisibleUser(db, actor, id);
}
