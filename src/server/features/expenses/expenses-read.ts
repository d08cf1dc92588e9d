/**
 * Reading expenses (docs/decisions/0116-expenses-api.md): the caller's scope as SQL, the filtered page newest first with
 * its totals per currency, and one expense. What the caller may not read (cost, markup, vendor, note) is nulled here,
 * once, from the shared policy.
 */
import { and, desc, eq, gte, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Currency, ExpenseStatus } from '@shared/enums';
import { rebilledAmountMinor } from '@shared/expense-sums';
import { scopeOf } from '@shared/permissions';
import { expenseCan, seesExpenseCost, seesExpenseTotals } from '@shared/policies/expenses';
import type { Expense, ExpenseCurrencyTotal, ExpenseList, ExpenseListQuery } from '@shared/schemas/expenses';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { lookup } from '../../db/lookup';
import { pageOf } from '../../db/paging';
import { clients, expenseCategories, expenseTallies as et, expenses as e, milestones, projects, tasks, users } from '../../db/schema';
import { equalsIf, searchAny } from '../../db/search';
import type { DbOrTx } from '../../db/transaction';
import { found } from '../../errors';

/**
 * What a client user may see of their company's expenses: a billable one on an issued invoice (not a draft, not
 * void), or an approved one on a project that shares its expenses. Nothing before that: an open or submitted expense
 * may still change, and an unbilled one is the agency's business.
 */
function clientSees(clientId: string): SQL {
  return sql`(${e.clientId} = ${clientId} and ${e.billable} and (
    (${e.invoiceId} is not null and exists (select 1 from invoices iv where iv.id = ${e.invoiceId} and iv.status not in ('draft', 'void')))
    or (${e.status} = 'approved' and exists (select 1 from projects sp where sp.id = ${e.projectId} and sp.client_sees_expenses))))`;
}

/** undefined: everyone's (managers). Staff: their own. Client users: what clientSees allows. */
export function expenseScope(user: CurrentUser): SQL | undefined {
  switch (scopeOf(user.role, 'expenses.view')) {
    case 'all':
      return undefined;
    case 'own':
      return eq(e.userId, user.id);
    case 'company':
      return user.clientId ? clientSees(user.clientId) : sql`false`;
    default:
      return sql`false`;
  }
}

type Ref = { id: string; name: string };
type Person = { id: string; firstName: string; lastName: string };
const person = { id: users.id, firstName: users.firstName, lastName: users.lastName };

const columns = {
  id: e.id,
  projectId: e.projectId,
  clientId: e.clientId,
  taskId: e.taskId,
  milestoneId: e.milestoneId,
  userId: e.userId,
  expenseDate: e.expenseDate,
  categoryId: e.categoryId,
  vendor: e.vendor,
  description: e.description,
  amountMinor: e.amountMinor,
  currency: e.currency,
  taxRateId: e.taxRateId,
  taxName: e.taxName,
  taxRateMillionths: e.taxRateMillionths,
  taxInclusive: e.taxInclusive,
  netMinor: e.netMinor,
  taxMinor: e.taxMinor,
  billable: e.billable,
  markupBasisPoints: e.markupBasisPoints,
  status: e.status,
  returnNote: e.returnNote,
  decidedAt: e.decidedAt,
  invoiceId: e.invoiceId,
  billedAmountMinor: e.billedAmountMinor,
  createdAt: e.createdAt,
  updatedAt: e.updatedAt,
  // Lookups, not joins (decision 0070): the page plans as one index probe per shown row.
  project: lookup<Ref>(projects, e.projectId, { id: projects.id, name: projects.name }) as SQL<Ref>,
  client: lookup<Ref>(clients, e.clientId, { id: clients.id, name: clients.name }) as SQL<Ref>,
  task: lookup<Ref>(tasks, e.taskId, { id: tasks.id, name: tasks.title }),
  milestone: lookup<Ref>(milestones, e.milestoneId, { id: milestones.id, name: milestones.name }),
  category: lookup<Ref>(expenseCategories, e.categoryId, { id: expenseCategories.id, name: expenseCategories.name }),
  user: lookup<Person>(users, e.userId, person),
  decidedBy: lookup<Person>(users, e.decidedById, person),
  // Qualified by hand: a single-table select writes its columns unqualified, which would bind to files' own id here.
  receiptCount: sql<number>`(select count(*) from files rf where rf.entity_type = 'expense' and rf.entity_id = "expenses"."id")`.mapWith(
    Number,
  ),
};

function select(db: DbOrTx) {
  return db.select(columns).from(e);
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

/** The row as this caller may read it: hidden fields null. */
export function toExpense(user: CurrentUser, row: Row): Expense {
  const status = row.status as ExpenseStatus;
  const staffView = scopeOf(user.role, 'expenses.view') !== 'company';
  const cost = staffView && seesExpenseCost(user, row);
  // Billed: the invoice line's price once invoiced, else what re-billing would charge (net plus markup).
  const billed = row.billable ? (row.billedAmountMinor ?? rebilledAmountMinor(row.netMinor, row.markupBasisPoints)) : null;
  return {
    id: row.id,
    projectId: row.projectId,
    project: row.project,
    clientId: row.clientId,
    client: row.client,
    taskId: staffView ? row.taskId : null,
    task: staffView ? row.task : null,
    milestoneId: staffView ? row.milestoneId : null,
    milestone: staffView ? row.milestone : null,
    userId: staffView ? row.userId : null,
    user: staffView ? row.user : null,
    expenseDate: row.expenseDate,
    categoryId: row.categoryId,
    category: row.category,
    vendor: staffView ? row.vendor : null,
    description: row.description,
    currency: row.currency as Currency,
    amountMinor: cost ? row.amountMinor : null,
    netMinor: cost ? row.netMinor : null,
    taxMinor: cost ? row.taxMinor : null,
    taxRateId: cost ? row.taxRateId : null,
    taxName: cost ? row.taxName : null,
    taxRateMillionths: cost ? row.taxRateMillionths : null,
    taxInclusive: cost ? row.taxInclusive : null,
    billable: row.billable,
    markupBasisPoints: cost ? row.markupBasisPoints : null,
    status,
    returnNote: staffView ? row.returnNote : null,
    decidedBy: staffView ? row.decidedBy : null,
    decidedAt: staffView ? (row.decidedAt?.toISOString() ?? null) : null,
    invoiceId: row.invoiceId,
    // A client user reads what they are billed; staff only with the cost it is made of.
    billedAmountMinor: !staffView || cost ? billed : null,
    receiptCount: staffView ? row.receiptCount : 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    can: expenseCan(user, { userId: row.userId, status }),
  };
}

function where(user: CurrentUser, query: ExpenseListQuery): SQL | undefined {
  return and(
    expenseScope(user),
    equalsIf(e.projectId, query.projectId),
    equalsIf(e.clientId, query.clientId),
    equalsIf(e.userId, query.userId),
    equalsIf(e.categoryId, query.categoryId),
    equalsIf(e.status, query.status),
    query.billable === undefined ? undefined : eq(e.billable, query.billable),
    query.from ? gte(e.expenseDate, query.from) : undefined,
    query.to ? lte(e.expenseDate, query.to) : undefined,
    searchAny(query.q, [e.description, e.vendor]),
  );
}

export async function listExpenses(db: Db, user: CurrentUser, query: ExpenseListQuery): Promise<ExpenseList> {
  const condition = where(user, query);
  // The agency's list, unfiltered or filtered by status or billable alone, sums a row per currency, status and billable.
  const totals = readsTallies(user, query)
    ? currencyTotals(
        db,
        et,
        and(equalsIf(et.status, query.status), query.billable === undefined ? undefined : eq(et.billable, query.billable)),
      )
    : currencyTotals(db, e, condition);
  const [page, sums] = await Promise.all([
    pageOf(
      query,
      (limit, offset) =>
        select(db)
          .where(condition)
          // Newest expense date first, read off expenses_date_idx (or the user's or project's index): no sort of every match.
          .orderBy(desc(e.expenseDate), desc(e.createdAt), desc(e.id))
          .limit(limit)
          .offset(offset),
      async () => (await totals).reduce((n, t) => n + t.count, 0),
    ),
    totals,
  ]);
  return { ...page, items: page.items.map((row) => toExpense(user, row)), totals: seesExpenseTotals(user) ? sums : null };
}

/**
 * Count and money per currency in one aggregate (the count of the page is their sum): of the matching expenses, each
 * counting 1, or of their tallies, each counting its `n`.
 */
async function currencyTotals(db: Db, source: typeof e | typeof et, condition: SQL | undefined): Promise<ExpenseCurrencyTotal[]> {
  const n = sql`coalesce(sum(${source === et ? et.n : sql`1`}), 0)`;
  const sum = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
  const rows = await db
    .select({
      currency: source.currency,
      count: sql<number>`${n}`.mapWith(Number),
      amountMinor: sum(source.amountMinor),
      netMinor: sum(source.netMinor),
      taxMinor: sum(source.taxMinor),
    })
    .from(source)
    .where(condition)
    .groupBy(source.currency)
    .having(sql`${n} > 0`)
    .orderBy(source.currency);
  return rows.map((r) => ({ ...r, currency: r.currency as Currency }));
}

/** The agency's list, unfiltered or filtered by status or billable alone: its totals are the tallies' (decision 0135). */
function readsTallies(user: CurrentUser, query: ExpenseListQuery): boolean {
  const { projectId, clientId, userId, categoryId, from, to, q } = query;
  return scopeOf(user.role, 'expenses.view') === 'all' && [projectId, clientId, userId, categoryId, from, to, q].every((v) => !v);
}

/** The stored row of an expense the caller can see, or 404. */
export async function findExpenseInScope(db: DbOrTx, user: CurrentUser, id: string) {
  return found(
    await db
      .select()
      .from(e)
      .where(and(eq(e.id, id), expenseScope(user))),
    'errors.notFound.expense',
  );
}

/** One expense as the caller reads it (404 outside their scope). */
export async function getExpense(db: DbOrTx, user: CurrentUser, id: string): Promise<Expense> {
  return toExpense(user, found(await select(db).where(and(eq(e.id, id), expenseScope(user))), 'errors.notFound.expense'));
}
