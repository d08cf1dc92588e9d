/**
 * The expense categories the admins keep (docs/decisions/0115-expenses.md): added, renamed, archived, never deleted, so
 * every expense keeps the category it was logged under. Names are unique among the active ones, case ignored (the
 * index expense_categories_active_name_key answers 409). Also the tax rates a receipt may name, for the staff's form.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ExpenseCategory, ExpenseCategoryList, ExpenseTaxRateList } from '@shared/schemas/expenses';
import { recordActivity } from '../../activity';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { expenseCategories as c, taxRates } from '../../db/schema';
import { conflict, found } from '../../errors';

const NAME_TAKEN = 'errors.expenses.activeCategoryAlreadyHas';
const nameTaken = () => conflict(NAME_TAKEN, { name: NAME_TAKEN });

const toDto = (row: typeof c.$inferSelect): ExpenseCategory => ({
  id: row.id,
  name: row.name,
  archived: row.archivedAt !== null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listCategories(db: Db, includeArchived: boolean): Promise<ExpenseCategoryList> {
  const rows = await db
    .select()
    .from(c)
    .where(includeArchived ? undefined : isNull(c.archivedAt))
    .orderBy(asc(c.archivedAt), asc(c.name));
  return { items: rows.map(toDto) };
}

async function saved(write: () => Promise<typeof c.$inferSelect>): Promise<ExpenseCategory> {
  try {
    return toDto(await write());
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export function createCategory(db: Db, user: CurrentUser, name: string): Promise<ExpenseCategory> {
  return saved(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(c).values({ name }).returning();
      await recordActivity(tx, {
        actorId: user.id,
        action: 'expense_category.created',
        entityType: 'expense_category',
        entityId: row!.id,
        summary: `Added the expense category ${name}`,
      });
      return row!;
    }),
  );
}

export function renameCategory(db: Db, user: CurrentUser, id: string, name: string): Promise<ExpenseCategory> {
  return saved(() =>
    db.transaction(async (tx) => {
      const row = found(
        await tx.update(c).set({ name, updatedAt: new Date() }).where(eq(c.id, id)).returning(),
        'errors.notFound.expenseCategory',
      );
      await recordActivity(tx, {
        actorId: user.id,
        action: 'expense_category.renamed',
        entityType: 'expense_category',
        entityId: id,
        summary: `Renamed an expense category to ${name}`,
      });
      return row;
    }),
  );
}

export async function archiveCategory(db: Db, user: CurrentUser, id: string): Promise<ExpenseCategory> {
  return db.transaction(async (tx) => {
    const row = found(await tx.select().from(c).where(eq(c.id, id)), 'errors.notFound.expenseCategory');
    if (row.archivedAt) return toDto(row);
    const [archived] = await tx
      .update(c)
      .set({ archivedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(c.id, id), isNull(c.archivedAt)))
      .returning();
    await recordActivity(tx, {
      actorId: user.id,
      action: 'expense_category.archived',
      entityType: 'expense_category',
      entityId: id,
      summary: `Archived the expense category ${row.name}`,
    });
    return toDto(archived ?? row);
  });
}

export async function expenseTaxRates(db: Db): Promise<ExpenseTaxRateList> {
  const rows = await db
    .select({ id: taxRates.id, name: taxRates.name, rateMillionths: taxRates.rateMillionths, inclusive: taxRates.inclusive })
    .from(taxRates)
    .where(isNull(taxRates.archivedAt))
    .orderBy(asc(taxRates.name));
  return { items: rows };
}
