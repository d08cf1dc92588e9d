/**
 * Recurring expenses' reads (docs/decisions/0118-recurring-expenses.md): the managers' paged list, one row by id, and
 * the form's choices. The cost and markup are null where the caller may not read them (decision 0115).
 */
import { aliasedTable, and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Currency, RECURRING_EXPENSE_FREQUENCIES } from '@shared/enums';
import { recurringExpenseCan, seesRecurringExpenseCost, type RecurringExpenseStatus } from '@shared/policies/recurring-expenses';
import type { RecurringExpenseChoices, RecurringExpenseDto, RecurringExpenseList } from '@shared/schemas/recurring-expenses';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { newestFirst, pageOf } from '../../db/paging';
import { clients, expenseCategories, projects, recurringExpenses, taxRates, users } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import { notFound } from '../../errors';

type Frequency = (typeof RECURRING_EXPENSE_FREQUENCIES)[number];

/** The tax rate a recurring expense books with: the active version of the rate's family, else the rate it names. */
export function taxRateInForce(db: DbOrTx, taxRateId: string) {
  return db
    .select({ id: taxRates.id, name: taxRates.name, rateMillionths: taxRates.rateMillionths, inclusive: taxRates.inclusive })
    .from(taxRates)
    .where(
      or(
        eq(taxRates.id, taxRateId),
        and(isNull(taxRates.archivedAt), eq(taxRates.familyId, sql`(select family_id from tax_rates where id = ${taxRateId})`)),
      ),
    )
    .orderBy(sql`${taxRates.archivedAt} is null desc`)
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

const person = aliasedTable(users, 'recurring_expense_user');

const columns = {
  id: recurringExpenses.id,
  projectId: recurringExpenses.projectId,
  projectName: projects.name,
  clientId: recurringExpenses.clientId,
  clientName: clients.name,
  userId: recurringExpenses.userId,
  userFirstName: person.firstName,
  userLastName: person.lastName,
  categoryId: recurringExpenses.categoryId,
  categoryName: expenseCategories.name,
  vendor: recurringExpenses.vendor,
  description: recurringExpenses.description,
  amountMinor: recurringExpenses.amountMinor,
  currency: recurringExpenses.currency,
  taxRateId: recurringExpenses.taxRateId,
  billable: recurringExpenses.billable,
  markupBasisPoints: recurringExpenses.markupBasisPoints,
  frequency: recurringExpenses.frequency,
  dayOfMonth: recurringExpenses.dayOfMonth,
  startDate: recurringExpenses.startDate,
  endDate: recurringExpenses.endDate,
  status: recurringExpenses.status,
  nextPeriodStart: recurringExpenses.nextPeriodStart,
  createdById: recurringExpenses.createdById,
  createdAt: recurringExpenses.createdAt,
  // Read off the unique (recurring_expense_id, period_start) index.
  bookedCount: sql<number>`(select count(*)::int from expenses e where e.recurring_expense_id = ${recurringExpenses.id})`,
  lastBookedPeriod: sql<
    string | null
  >`(select max(e.period_start)::text from expenses e where e.recurring_expense_id = ${recurringExpenses.id})`,
};

function selectRows(db: Db) {
  return db
    .select(columns)
    .from(recurringExpenses)
    .innerJoin(projects, eq(projects.id, recurringExpenses.projectId))
    .innerJoin(clients, eq(clients.id, recurringExpenses.clientId))
    .leftJoin(person, eq(person.id, recurringExpenses.userId))
    .leftJoin(expenseCategories, eq(expenseCategories.id, recurringExpenses.categoryId));
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];
type Tax = RecurringExpenseDto['tax'];

async function taxesOf(db: Db, rows: Row[]): Promise<Map<string, Tax>> {
  const ids = [...new Set(rows.map((r) => r.taxRateId).filter((id): id is string => id !== null))];
  const taxes = await Promise.all(ids.map(async (id) => [id, await taxRateInForce(db, id)] as const));
  return new Map(taxes);
}

function toDto(user: CurrentUser, r: Row, taxes: Map<string, Tax>): RecurringExpenseDto {
  const status = r.status as RecurringExpenseStatus;
  const facts = { status, createdById: r.createdById, userId: r.userId };
  const cost = seesRecurringExpenseCost(user, facts);
  return {
    id: r.id,
    project: { id: r.projectId, name: r.projectName },
    client: { id: r.clientId, name: r.clientName },
    user: r.userId ? { id: r.userId, firstName: r.userFirstName ?? '', lastName: r.userLastName ?? '' } : null,
    category: r.categoryId ? { id: r.categoryId, name: r.categoryName ?? '' } : null,
    vendor: r.vendor,
    description: r.description,
    amountMinor: cost ? r.amountMinor : null,
    currency: r.currency as Currency,
    tax: r.taxRateId ? (taxes.get(r.taxRateId) ?? null) : null,
    billable: r.billable,
    markupBasisPoints: cost ? r.markupBasisPoints : null,
    frequency: r.frequency as Frequency,
    dayOfMonth: r.dayOfMonth,
    startDate: r.startDate,
    endDate: r.endDate,
    status,
    nextPeriodStart: status === 'ended' ? null : r.nextPeriodStart,
    bookedCount: Number(r.bookedCount),
    lastBookedPeriod: r.lastBookedPeriod,
    createdAt: new Date(r.createdAt).toISOString(),
    can: recurringExpenseCan(user, facts),
  };
}

export async function listRecurringExpenses(
  db: Db,
  user: CurrentUser,
  query: { page: number; pageSize: number; q?: string; projectId?: string; status?: RecurringExpenseStatus },
): Promise<RecurringExpenseList> {
  const filters: SQL[] = [];
  if (query.projectId) filters.push(eq(recurringExpenses.projectId, query.projectId));
  if (query.status) filters.push(eq(recurringExpenses.status, query.status));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(recurringExpenses.description, like), ilike(recurringExpenses.vendor, like), ilike(projects.name, like))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  return pageOf(
    query,
    async (limit, offset) => {
      const rows = await selectRows(db)
        .where(where)
        .orderBy(...newestFirst(recurringExpenses))
        .limit(limit)
        .offset(offset);
      const taxes = await taxesOf(db, rows);
      return rows.map((r) => toDto(user, r, taxes));
    },
    async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(recurringExpenses)
        .innerJoin(projects, eq(projects.id, recurringExpenses.projectId))
        .where(where);
      return Number(row?.n ?? 0);
    },
  );
}

export async function getRecurringExpense(db: Db, user: CurrentUser, id: string): Promise<RecurringExpenseDto> {
  const [row] = await selectRows(db).where(eq(recurringExpenses.id, id));
  if (!row) throw notFound('errors.notFound.recurringExpense');
  return toDto(user, row, await taxesOf(db, [row]));
}

export async function recurringExpenseChoices(db: Db): Promise<RecurringExpenseChoices> {
  const [categories, rates] = await Promise.all([
    db
      .select({ id: expenseCategories.id, name: expenseCategories.name })
      .from(expenseCategories)
      .where(isNull(expenseCategories.archivedAt))
      .orderBy(asc(expenseCategories.name))
      .limit(1000),
    db
      .select({ id: taxRates.id, name: taxRates.name, rateMillionths: taxRates.rateMillionths, inclusive: taxRates.inclusive })
      .from(taxRates)
      .where(isNull(taxRates.archivedAt))
      .orderBy(asc(taxRates.name), desc(taxRates.createdAt))
      .limit(1000),
  ]);
  return { categories, taxRates: rates };
}
