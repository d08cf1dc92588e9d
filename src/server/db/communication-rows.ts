/**
 * A communication as the lists show its heading (the Communications page and export, both dashboards' recent
 * communications): the columns they all select and the newest-first order.
 */
import { desc, eq } from 'drizzle-orm';
import { isClientRole } from '@shared/roles';
import { agencyProfile, clients, communications as c, users } from './schema';
import type { DbOrTx } from './transaction';

export const communicationHeading = { id: c.id, type: c.type, direction: c.direction, subject: c.subject };

/** With which client and by whom; drizzle gives `user` as null when the left join finds no account. */
export const communicationParties = {
  client: { id: clients.id, name: clients.name },
  user: { id: users.id, firstName: users.firstName, lastName: users.lastName },
};

export const COMMUNICATIONS_NEWEST_FIRST = [desc(c.createdAt), desc(c.id)];

/**
 * Who wrote a communication, as a client user reads it (decision 0106): their own e-mail reads "You wrote", a
 * colleague's "{name} wrote", one from their company's address "{company} wrote", and everything the agency sends or
 * shares (its e-mails, and its own notes of calls, meetings and chats) "{agency} wrote". Staff read the agency's side
 * instead (the author and the direction, Received or Sent), so their context is null.
 */
export interface ReaderContext {
  agencyName: string;
  companyName: string;
  ownEmail: string;
  /** The company's users by lower-cased e-mail address. */
  colleagues: Map<string, string>;
}

export async function readerContextOf(
  db: DbOrTx,
  user: { role: string; email: string; clientId: string | null },
): Promise<ReaderContext | null> {
  if (!isClientRole(user.role) || !user.clientId) return null;
  const [[agency], [company], people] = await Promise.all([
    db.select({ legalName: agencyProfile.legalName }).from(agencyProfile).where(eq(agencyProfile.id, 1)),
    db.select({ name: clients.name }).from(clients).where(eq(clients.id, user.clientId)),
    db
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.clientId, user.clientId)),
  ]);
  return {
    agencyName: agency?.legalName?.trim() || 'The agency',
    companyName: company?.name ?? 'Your company',
    ownEmail: user.email.toLowerCase(),
    colleagues: new Map(people.map((p) => [p.email.toLowerCase(), `${p.firstName} ${p.lastName}`.trim()])),
  };
}

export function readerLabel(
  context: ReaderContext | null,
  row: { type: string; direction: string; fromEmail: string | null },
): string | null {
  if (!context) return null;
  if (row.type !== 'email' || row.direction !== 'inbound') return `${context.agencyName} wrote`;
  const from = row.fromEmail?.toLowerCase() ?? '';
  if (from === context.ownEmail) return 'You wrote';
  return `${context.colleagues.get(from) ?? context.companyName} wrote`;
}
