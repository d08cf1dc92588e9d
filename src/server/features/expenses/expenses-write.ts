/**
 * Logging, changing and deleting expenses (docs/decisions/0116-expenses-api.md). The shared policy
 * (src/shared/policies/expenses.ts) decides who may; the sums come from the one rule (src/shared/expense-sums.ts) at
 * each write; each write is one transaction with its live events. An invoiced expense is locked: every statement
 * below also requires it not to be, so an invoice written between the read and the write wins (409).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ExpenseStatus } from '@shared/enums';
import { expenseSums } from '@shared/expense-sums';
import { expenseRefusal } from '@shared/policies/expenses';
import {
  EXPENSE_AMOUNT_RULE,
  markupBasisPointsOf,
  type CreateExpenseInput,
  type Expense,
  type UpdateExpenseInput,
} from '@shared/schemas/expenses';
import { moneyIssues } from '@shared/schemas/money-field';
import { parseMoneyToMinor } from '@shared/money';
import type { Currency } from '@shared/enums';
import type { AppDeps, CurrentUser } from '../../context';
import { expenses as e } from '../../db/schema';
import { conflict, refuseIf, validationFailed } from '../../errors';
import { findExpenseInScope, getExpense } from './expenses-read';
import { checkNamed, publishExpense } from './write-checks';

export type CreateExpense = z.output<typeof CreateExpenseInput>;
export type UpdateExpense = z.output<typeof UpdateExpenseInput>;

export const CHANGED_MEANWHILE = 'errors.expenses.changedMeanwhile';

/** The amount in the currency's minor units, or a 400 on `amount` (too many decimals for it, too large). */
function amountIn(amount: number, currency: Currency): number {
  const issues = moneyIssues(currency, [{ path: ['amount'], value: amount, rule: EXPENSE_AMOUNT_RULE }]);
  if (Object.keys(issues).length > 0) throw validationFailed(issues);
  const parsed = parseMoneyToMinor(amount, currency);
  if (!parsed.ok) throw validationFailed({ amount: 'errors.expenses.enterAmountReceipt' });
  return parsed.minor;
}

export async function createExpense(deps: AppDeps, user: CurrentUser, input: CreateExpense): Promise<Expense> {
  const { db } = deps.database;
  const { project, tax } = await checkNamed(db, user, input, { category: true, taxRate: true });
  const currency = input.currency ?? project.currency;
  const amountMinor = amountIn(input.amount, currency);
  const sums = expenseSums(amountMinor, tax?.tax ?? null);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(e)
      .values({
        projectId: project.projectId,
        clientId: project.clientId,
        taskId: input.taskId,
        milestoneId: input.milestoneId,
        userId: user.id,
        expenseDate: input.expenseDate,
        categoryId: input.categoryId,
        vendor: input.vendor,
        description: input.description,
        amountMinor,
        currency,
        taxRateId: tax?.taxRateId ?? null,
        taxName: tax?.tax?.name ?? null,
        taxRateMillionths: tax?.tax?.rateMillionths ?? 0,
        taxInclusive: tax?.tax?.inclusive ?? false,
        netMinor: sums.netMinor,
        taxMinor: sums.taxMinor,
        billable: input.billable ?? project.billableByDefault,
        markupBasisPoints: markupBasisPointsOf(input.markupPercent),
        createdById: user.id,
      })
      .returning({ id: e.id });
    await publishExpense(tx, { id: row!.id, userId: user.id, projectId: project.projectId, clientId: project.clientId });
    return row!.id;
  });
  return getExpense(db, user, id);
}

export async function updateExpense(deps: AppDeps, user: CurrentUser, id: string, input: UpdateExpense): Promise<Expense> {
  const { db } = deps.database;
  const stored = await findExpenseInScope(db, user, id);
  refuseIf(expenseRefusal(user, { userId: stored.userId, status: stored.status as ExpenseStatus }));
  const projectId = input.projectId ?? stored.projectId;
  const movedProject = projectId !== stored.projectId;
  const { project, tax } = await checkNamed(
    db,
    user,
    {
      projectId,
      // Another project drops the task and milestone of the old one unless new ones are named.
      taskId: input.taskId !== undefined ? input.taskId : movedProject ? null : stored.taskId,
      milestoneId: input.milestoneId !== undefined ? input.milestoneId : movedProject ? null : stored.milestoneId,
      categoryId: input.categoryId,
      taxRateId: input.taxRateId,
    },
    { category: input.categoryId !== undefined && input.categoryId !== stored.categoryId, taxRate: input.taxRateId !== undefined },
  );
  const currency = input.currency ?? (stored.currency as Currency);
  // The amount as stored is re-read in a new currency's decimals only when a new amount comes with it.
  const amountMinor = input.amount !== undefined ? amountIn(input.amount, currency) : stored.amountMinor;
  if (input.currency && input.amount === undefined && input.currency !== stored.currency)
    throw validationFailed({ amount: 'errors.expenses.enterAmountAgainNew' });
  const taxFacts = tax ?? {
    taxRateId: stored.taxRateId,
    tax:
      stored.taxName || stored.taxRateMillionths
        ? { name: stored.taxName ?? '', rateMillionths: stored.taxRateMillionths, inclusive: stored.taxInclusive }
        : null,
  };
  const sums = expenseSums(amountMinor, taxFacts.tax);
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(e)
      .set({
        projectId: project.projectId,
        clientId: project.clientId,
        taskId: input.taskId !== undefined ? input.taskId : movedProject ? null : stored.taskId,
        milestoneId: input.milestoneId !== undefined ? input.milestoneId : movedProject ? null : stored.milestoneId,
        ...(input.expenseDate !== undefined && { expenseDate: input.expenseDate }),
        ...(input.categoryId !== undefined && { categoryId: input.categoryId }),
        ...(input.vendor !== undefined && { vendor: input.vendor }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.billable !== undefined && { billable: input.billable }),
        ...(input.markupPercent !== undefined && { markupBasisPoints: markupBasisPointsOf(input.markupPercent) }),
        amountMinor,
        currency,
        taxRateId: taxFacts.taxRateId,
        taxName: taxFacts.tax?.name ?? null,
        taxRateMillionths: taxFacts.tax?.rateMillionths ?? 0,
        taxInclusive: taxFacts.tax?.inclusive ?? false,
        netMinor: sums.netMinor,
        taxMinor: sums.taxMinor,
        updatedAt: new Date(),
      })
      // The state read is the state changed: a submit or an invoice meanwhile wins.
      .where(and(eq(e.id, id), eq(e.status, stored.status), sql`${e.invoiceId} is null`))
      .returning({ id: e.id });
    if (changed.length === 0) throw conflict(CHANGED_MEANWHILE);
    await publishExpense(tx, { id, userId: stored.userId, projectId: project.projectId, clientId: project.clientId });
    if (movedProject) await publishExpense(tx, { id, userId: null, projectId: stored.projectId, clientId: stored.clientId });
  });
  return getExpense(db, user, id);
}

export async function deleteExpense(deps: AppDeps, user: CurrentUser, id: string): Promise<void> {
  const { db } = deps.database;
  const stored = await findExpenseInScope(db, user, id);
  refuseIf(expenseRefusal(user, { userId: stored.userId, status: stored.status as ExpenseStatus }));
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(e)
      .where(and(eq(e.id, id), eq(e.status, stored.status), sql`${e.invoiceId} is null`))
      .returning({ id: e.id });
    if (removed.length === 0) throw conflict(CHANGED_MEANWHILE);
    // Its receipts went with it (the database's trigger, migration 0057); the job removes their stored objects.
    await deps.jobs.enqueue(tx, 'files.remove', {});
    await publishExpense(tx, stored);
  });
}
