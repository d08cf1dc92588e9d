/**
 * The quotes list: newest first, paged, filtered and searched in SQL. Admins see every quote; a client user sees only
 * their company's quotes once sent (never a draft), the same rule as one quote's read (policies/quotes.ts).
 */
import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Currency, QuoteStatus } from '../../../shared/enums';
import { CLIENT_VISIBLE_STATUSES, mayManageQuotes } from '../../../shared/policies/quotes';
import type { QuoteList, QuoteListQuery } from '../../../shared/schemas/quotes';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { clients, contactSubmissions, quotes } from '../../db/schema';
import { countWhere, pageOf } from '../../db/paging';
import { searchAny } from '../../db/search';

function scope(user: CurrentUser): SQL | undefined {
  if (mayManageQuotes(user)) return undefined;
  // A client user without a company sees nothing.
  if (!user.clientId) return sql`false`;
  return and(eq(quotes.clientId, user.clientId), ne(quotes.status, 'draft'), inArray(quotes.status, [...CLIENT_VISIBLE_STATUSES]));
}

export async function listQuotes(db: Db, user: CurrentUser, query: QuoteListQuery): Promise<QuoteList> {
  const where = and(
    scope(user),
    query.status ? eq(quotes.status, query.status) : undefined,
    query.clientId ? eq(quotes.clientId, query.clientId) : undefined,
    searchAny(query.q, [quotes.quoteNumber, quotes.title]),
  );
  const page = await pageOf(
    query,
    (limit, offset) =>
      db
        .select({
          id: quotes.id,
          number: quotes.quoteNumber,
          title: quotes.title,
          clientId: quotes.clientId,
          clientName: clients.name,
          leadId: quotes.leadId,
          leadFirst: contactSubmissions.firstName,
          leadLast: contactSubmissions.lastName,
          leadCompany: contactSubmissions.company,
          currency: quotes.currency,
          totalMinor: quotes.totalMinor,
          status: quotes.status,
          version: quotes.version,
          validUntil: quotes.validUntil,
          sentAt: quotes.sentAt,
          createdAt: quotes.createdAt,
        })
        .from(quotes)
        .leftJoin(clients, eq(clients.id, quotes.clientId))
        .leftJoin(contactSubmissions, eq(contactSubmissions.id, quotes.leadId))
        .where(where)
        .orderBy(desc(quotes.createdAt), desc(quotes.id))
        .limit(limit)
        .offset(offset),
    () => countWhere(db, quotes, where),
  );
  const staff = mayManageQuotes(user);
  return {
    ...page,
    items: page.items.map((r) => ({
      id: r.id,
      number: r.number,
      title: r.title,
      client: r.clientId && r.clientName ? { id: r.clientId, name: r.clientName } : null,
      // A client user is never shown the lead the quote began as.
      lead: staff && r.leadId && r.leadFirst ? { id: r.leadId, name: `${r.leadFirst} ${r.leadLast} (${r.leadCompany})` } : null,
      currency: r.currency as Currency,
      totalMinor: r.totalMinor,
      status: r.status as QuoteStatus,
      version: r.version,
      validUntil: r.validUntil,
      sentAt: r.sentAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
