import { and, desc, eq } from 'drizzle-orm';
import type { ListQuery } from '../../../shared/schemas/list';
import { clientScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema';
import { countWhere, pageOf } from '../../db/paging';
import { searchAny } from '../../db/search';
import { notFound } from '../../errors';

const clientColumns = {
  id: clients.id,
  name: clients.name,
  contactPerson: clients.contactPerson,
  email: clients.email,
  phone: clients.phone,
  website: clients.website,
  industry: clients.industry,
  status: clients.status,
  billingAddress: clients.billingAddress,
  notes: clients.notes,
  createdAt: clients.createdAt,
};

export async function listClients(db: Db, user: CurrentUser, query: ListQuery) {
  const where = and(clientScope(user), searchAny(query.q, [clients.name, clients.contactPerson, clients.email]));
  return pageOf(
    query,
    (limit, offset) =>
      db.select(clientColumns).from(clients).where(where).orderBy(desc(clients.createdAt), desc(clients.id)).limit(limit).offset(offset),
    () => countWhere(db, clients, where),
  );
}

export async function getClient(db: Db, user: CurrentUser, id: string) {
  const [client] = await db.select(clientColumns).from(clients).where(and(eq(clients.id, id), clientScope(user)));
  if (!client) throw notFound('Client');
  return client;
}
