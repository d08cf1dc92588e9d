import { and, count, desc, eq } from 'drizzle-orm';
import type { ListQuery } from '../../../shared/schemas/list';
import { clientScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema';
import { offsetOf, searchAny } from '../../db/search';
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
  const [items, [totals]] = await Promise.all([
    db
      .select(clientColumns)
      .from(clients)
      .where(where)
      .orderBy(desc(clients.createdAt), desc(clients.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db.select({ total: count() }).from(clients).where(where),
  ]);
  return { items, total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function getClient(db: Db, user: CurrentUser, id: string) {
  const [client] = await db.select(clientColumns).from(clients).where(and(eq(clients.id, id), clientScope(user)));
  if (!client) throw notFound('Client');
  return client;
}
