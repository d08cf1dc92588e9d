/**
 * The quotes list: newest first, paged, filtered and searched in SQL. Admins see every quote; a client user sees only
 * their company's quotes once sent (never a draft), the same rule as one quote's read (policies/quotes.ts).
 */
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Currency, QuoteStatus } from '@shared/enums';
import { CLIENT_VISIBLE_STATUSES, mayManageQuotes } from '@shared/policies/quotes';
import type { QuoteList, QuoteListQuery } from '@shared/schemas/quotes';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { clients, contactSubmissions, NO_TALLY_KEY, quotes } from '../../db/schema';
import { tallied, tallies } from '../../db/list-tallies';
import { countWhere, newestFirst, pageOf } from '../../db/paging';
import { offTheSearchIndexes, searchColumns } from '../../db/search';
import type { DbOrTx } from '../../db/transaction';

function scope(user: CurrentUser): SQL | undefined {
  if (mayManageQuotes(user)) return undefined;
  // A client user without a company sees nothing.
  if (!user.clientId) return sql`false`;
  return and(eq(quotes.clientId, user.clientId), ne(quotes.status, 'draft'), inArray(quotes.status, [...CLIENT_VISIBLE_STATUSES]));
}

/** A search that is a whole quote number ("Q-0042", "QB-12345"): its quote is looked up on the number's unique index. */
const QUOTE_NUMBER = /^[a-z]{1,8}-\d{1,12}$/i;

type QuotePage = Awaited<ReturnType<typeof pageOfQuotes>>;

/**
 * A page of the quotes `where` picks, newest first, and how many it picks in all: counted, unless `total` already
 * knows (the tallies, for staff without a search).
 */
function pageOfQuotes(db: DbOrTx, where: SQL | undefined, query: QuoteListQuery, total = () => countWhere(db, quotes, where)) {
  return pageOf(
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
        .orderBy(...newestFirst(quotes))
        .limit(limit)
        .offset(offset),
    total,
  );
}

/**
 * The quotes matching the search: a whole quote number that exists (and the caller may see) is that quote alone, read
 * off the number's unique index; any other text is a substring of the number or the title, read off the trigram
 * indexes (decision 0069).
 */
async function searchQuotes(db: Db, filters: SQL | undefined, q: string, query: QuoteListQuery): Promise<QuotePage> {
  if (QUOTE_NUMBER.test(q)) {
    // Numbers are written upper case (save-quote.ts); the text is tried as typed too, for a number imported otherwise.
    const exact = await pageOfQuotes(db, and(filters, inArray(quotes.quoteNumber, [...new Set([q, q.toUpperCase()])])), query);
    if (exact.total > 0) return exact;
  }
  return offTheSearchIndexes(db, (tx) => pageOfQuotes(tx, and(filters, searchColumns(q, [quotes.quoteNumber, quotes.title])), query));
}

/**
 * How many quotes staff see with these filters, from list_tallies (migration 0038): a few rows by client and status
 * instead of counting up to every quote on every page (decision 0069). A client user's few quotes are still counted.
 */
async function talliedTotal(db: Db, query: QuoteListQuery): Promise<number> {
  return tallied(await tallies(db, 'quotes', query.clientId ?? NO_TALLY_KEY), query.status);
}

export async function listQuotes(db: Db, user: CurrentUser, query: QuoteListQuery): Promise<QuoteList> {
  const filters = and(
    scope(user),
    query.status ? eq(quotes.status, query.status) : undefined,
    query.clientId ? eq(quotes.clientId, query.clientId) : undefined,
  );
  const staff = mayManageQuotes(user);
  const page = query.q
    ? await searchQuotes(db, filters, query.q, query)
    : staff
      ? await pageOfQuotes(db, filters, query, () => talliedTotal(db, query))
      : await pageOfQuotes(db, filters, query);
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
