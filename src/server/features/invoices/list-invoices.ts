/**
 * The Invoices workspace's list (decision 0092): every client's invoices, newest first, filtered, searched and paged in
 * SQL, with the ledger's figures of everything the filters pick, per currency. Staff who read financials only (the
 * route's capability); client users read their own company's invoices on their Billing page.
 */
import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Currency, InvoiceStatus } from '@shared/enums';
import type { InvoiceExportQuery, InvoiceList, InvoiceListItem, InvoiceListQuery } from '@shared/schemas/invoices';
import type { Db } from '@server/db/client';
import { clients, invoices, invoiceTallies } from '@server/db/schema';
import { newestFirst } from '@server/db/paging';
import { equalsIf, searchAny } from '@server/db/search';
import type { DbOrTx } from '@server/db/transaction';
import { invoiceFigureColumns, isOverdue, owedOn, tallyFigureColumns, toInvoiceTotals } from '@server/db/ledger-figures';

type Filters = Omit<InvoiceListQuery, 'page' | 'pageSize'>;

/**
 * The search: an invoice whose number holds the text, or whose client's name does, each read off its own trigram index
 * and the ids put together (decision 0101); an OR across the two tables of a join read every invoice.
 */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return sql`${invoices.id} in (select ${invoices.id} from ${invoices} where ${searchAny(q, [invoices.invoiceNumber])}
    union all select ${invoices.id} from ${invoices} where ${invoices.clientId} in (select ${clients.id} from ${clients} where ${searchAny(q, [clients.name])}))`;
}

/** What the filters and the search pick, over invoices alone. */
function filtersOf(query: Filters): SQL | undefined {
  // The period is of issue days: a draft, never issued, is in no period.
  const issuedOn = sql`(${invoices.issuedAt} at time zone 'UTC')::date`;
  return and(
    equalsIf(invoices.status, query.status),
    equalsIf(invoices.clientId, query.clientId ?? undefined),
    equalsIf(invoices.currency, query.currency),
    query.from ? gte(issuedOn, query.from) : undefined,
    query.to ? lte(issuedOn, query.to) : undefined,
    query.overdue === true ? isOverdue : query.overdue === false ? sql`not ${isOverdue}` : undefined,
    matching(query.q),
  );
}

const listColumns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  clientId: invoices.clientId,
  clientName: clients.name,
  status: invoices.status,
  overdue: isOverdue,
  currency: invoices.currency,
  issuedAt: invoices.issuedAt,
  dueDate: invoices.dueDate,
  amountMinor: invoices.amountMinor,
  paidMinor: invoices.amountPaidMinor,
  creditedMinor: invoices.amountCreditedMinor,
  balanceMinor: owedOn,
};

function selectInvoices(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(listColumns)
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(where)
    .orderBy(...newestFirst(invoices));
}

type Row = Awaited<ReturnType<typeof selectInvoices>>[number];

function toItem(r: Row): InvoiceListItem {
  return {
    id: r.id,
    invoiceNumber: r.invoiceNumber,
    client: { id: r.clientId, name: r.clientName },
    status: r.status as InvoiceStatus,
    overdue: Boolean(r.overdue),
    currency: r.currency as Currency,
    issuedAt: r.issuedAt?.toISOString() ?? null,
    dueDate: r.dueDate,
    amountMinor: r.amountMinor,
    paidMinor: r.paidMinor,
    creditedMinor: r.creditedMinor,
    balanceMinor: Number(r.balanceMinor),
  };
}

/**
 * The figures per currency of what the filters pick, and how many invoices that is. Picked by status and currency alone
 * (the workspace as it opens), they are the tallies' few rows (decision 0101); otherwise the invoices picked, summed.
 */
function figuresOf(db: Db, query: Filters, where: SQL | undefined) {
  const byTallies = !query.q && !query.clientId && !query.from && !query.to && query.overdue === undefined;
  if (byTallies) {
    return db
      .select({
        currency: invoiceTallies.currency,
        rows: sql<number>`coalesce(sum(${invoiceTallies.n}), 0)`.mapWith(Number),
        ...tallyFigureColumns,
      })
      .from(invoiceTallies)
      .where(and(equalsIf(invoiceTallies.status, query.status), equalsIf(invoiceTallies.currency, query.currency)))
      .groupBy(invoiceTallies.currency)
      .having(sql`sum(${invoiceTallies.n}) > 0`)
      .orderBy(asc(invoiceTallies.currency));
  }
  return db
    .select({ currency: invoices.currency, rows: sql<number>`count(*)`.mapWith(Number), ...invoiceFigureColumns })
    .from(invoices)
    .where(where)
    .groupBy(invoices.currency)
    .orderBy(asc(invoices.currency));
}

export async function listInvoices(db: Db, query: InvoiceListQuery): Promise<InvoiceList> {
  const where = filtersOf(query);
  // The count is the figures' rows summed (drafts and void ones included): one pass over what the filters pick.
  const [items, figures] = await Promise.all([
    selectInvoices(db, where)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    figuresOf(db, query, where),
  ]);
  return {
    items: items.map(toItem),
    total: figures.reduce((n, row) => n + row.rows, 0),
    page: query.page,
    pageSize: query.pageSize,
    figures: figures.map((row) => ({ currency: row.currency as Currency, ...toInvoiceTotals(row) })),
  };
}

/** Every invoice the list would show with these filters, for the CSV export. */
export async function exportInvoices(db: Db, query: InvoiceExportQuery): Promise<InvoiceListItem[]> {
  return (await selectInvoices(db, filtersOf(query))).map(toItem);
}
