/**
 * A communication as the lists show its heading (the Communications page and export, both dashboards' recent
 * communications): the columns they all select and the newest-first order.
 */
import { desc } from 'drizzle-orm';
import { clients, communications as c, users } from './schema';

export const communicationHeading = { id: c.id, type: c.type, direction: c.direction, subject: c.subject };

/** With which client and by whom; drizzle gives `user` as null when the left join finds no account. */
export const communicationParties = {
  client: { id: clients.id, name: clients.name },
  user: { id: users.id, firstName: users.firstName, lastName: users.lastName },
};

export const COMMUNICATIONS_NEWEST_FIRST = [desc(c.createdAt), desc(c.id)];
