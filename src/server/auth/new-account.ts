/**
 * Creating a sign-in account, for both ways staff add people (Settings > Users and a client's Users tab): the user row
 * and, unless they are invited to choose one, their password, in one transaction.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '../../shared/roles';
import { writeRecorded, type ActivityEvent } from '../activity';
import type { DbOrTx } from '../db/transaction';
import { isUniqueViolation } from '../db/pg-errors';
import { accounts, users } from '../db/schema';
import { conflict } from '../errors';
import { hashPassword } from './password';

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  status: 'active' | 'inactive' | 'pending';
  clientId: string | null;
  /** Null for an invited user, who chooses it through the invitation link. */
  password: string | null;
}

const emailTaken = () => conflict('errors.newAccount.userEmailAlreadyExists', { email: 'errors.newAccount.userEmailAlreadyExists2' });

/**
 * Inserts the account and returns its id; a taken e-mail is a 409 naming the field. Given the caller's transaction,
 * its own is a savepoint there, so the caller can add the activity entry to the same whole.
 */
export async function createAccount(db: DbOrTx, input: NewAccount): Promise<{ id: string; status: NewAccount['status'] }> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing) throw emailTaken();

  const id = randomUUID();
  const now = new Date();
  // Invited users are pending until they choose their password (auth.ts activates them then).
  const invited = input.password === null;
  const status = invited ? 'pending' : input.status;
  const hash = invited ? null : await hashPassword(input.password!);
  try {
    await db.transaction(async (tx) => {
      await insertAccountRows(tx, {
        id,
        email: input.email,
        emailVerified: !invited,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        status,
        clientId: input.clientId,
        now,
        passwordHash: hash,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return { id, status };
}

/**
 * The user row and, given a password hash, its credential account (better-auth's `accounts` row): how every account is
 * written, by staff here and by the create-admin command.
 */
export async function insertAccountRows(
  tx: DbOrTx,
  row: {
    id: string;
    email: string;
    emailVerified: boolean;
    firstName: string;
    lastName: string;
    role: Role;
    status: NewAccount['status'];
    clientId: string | null;
    now: Date;
    passwordHash: string | null;
  },
): Promise<void> {
  const { id, now } = row;
  await tx
    .insert(users)
    .values({
      id,
      email: row.email,
      emailVerified: row.emailVerified,
      name: `${row.firstName} ${row.lastName}`,
      firstName: row.firstName,
      lastName: row.lastName,
      role: row.role,
      status: row.status,
      clientId: row.clientId,
      createdAt: now,
      updatedAt: now,
    });
  if (row.passwordHash) {
    await tx
      .insert(accounts)
      .values({
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: row.passwordHash,
        createdAt: now,
        updatedAt: now,
      });
  }
}

/** What both forms send: a password now, or an invitation to choose one. */
export type AccountForm = Omit<NewAccount, 'password'> & { invite: boolean; password?: string };

/**
 * The account and its activity entry as one write (docs/decisions/0032-every-write-whole.md), for both ways staff add
 * people; an invited person's invitation (its token and e-mail job, decision 0031) is written in the same transaction.
 */
export function createRecordedAccount(
  db: DbOrTx,
  form: AccountForm,
  event: (account: { id: string; status: NewAccount['status'] }) => ActivityEvent,
  sendInvitation: (tx: DbOrTx, userId: string) => Promise<void>,
) {
  const { invite, password, ...account } = form;
  return writeRecorded(
    db,
    async (tx) => {
      const created = await createAccount(tx, { ...account, password: invite ? null : password! });
      if (invite) await sendInvitation(tx, created.id);
      return created;
    },
    event,
  );
}
