/**
 * Recurring expenses' writes (docs/decisions/0118-recurring-expenses.md): set one up, change it, pause, resume, end.
 * Each checks what the schema cannot know (the project, the person, the category, the tax rate, the currency's
 * decimals) with a message per field, and writes the row with its activity entry in one transaction.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Currency } from '@shared/enums';
import {
  recurringExpenseActionFrom,
  recurringExpenseActionRefusal,
  recurringExpenseEditRefusal,
  type RecurringExpenseAction,
  type RecurringExpenseStatus,
} from '@shared/policies/recurring-expenses';
import { dayOf, defaultDayOfMonth, firstPeriodStart, nextPeriodStart } from '@shared/recurring-periods';
import { toMinor } from '@shared/schemas/billing';
import { moneyIssues } from '@shared/schemas/money-field';
import {
  RECURRING_EXPENSE_AMOUNT,
  type CreateRecurringExpenseInput,
  type RecurringExpenseDto,
  type UpdateRecurringExpenseInput,
} from '@shared/schemas/recurring-expenses';
import { recordActivity } from '../../activity';
import type { AppDeps, CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { expenseCategories, expenses, projects, recurringExpenses, taxRates, users } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { conflict, notFound, refuseIf, validationFailed, type FieldErrors } from '../../errors';
import { getRecurringExpense } from './read';

type CreateInput = z.output<typeof CreateRecurringExpenseInput>;
type UpdateInput = z.output<typeof UpdateRecurringExpenseInput>;
type Row = typeof recurringExpenses.$inferSelect;

/** The references a body names, checked together so every wrong one gets its message at once. */
async function checkRefs(
  db: Db | Tx,
  input: { projectId?: string; userId?: string | null; categoryId?: string | null; taxRateId?: string | null },
) {
  const errors: FieldErrors = {};
  let project: { id: string; clientId: string; currency: string; name: string } | undefined;
  if (input.projectId) {
    [project] = await db
      .select({ id: projects.id, clientId: projects.clientId, currency: projects.currency, name: projects.name })
      .from(projects)
      .where(eq(projects.id, input.projectId));
    if (!project) errors.projectId = 'Choose a project';
  }
  if (input.userId) {
    const [person] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.userId), isNull(users.clientId), eq(users.status, 'active')));
    if (!person) errors.userId = 'Choose someone active on the staff';
  }
  if (input.categoryId) {
    const [category] = await db
      .select({ id: expenseCategories.id })
      .from(expenseCategories)
      .where(and(eq(expenseCategories.id, input.categoryId), isNull(expenseCategories.archivedAt)));
    if (!category) errors.categoryId = 'Choose one of the categories';
  }
  if (input.taxRateId) {
    const [rate] = await db
      .select({ id: taxRates.id })
      .from(taxRates)
      .where(and(eq(taxRates.id, input.taxRateId), isNull(taxRates.archivedAt)));
    if (!rate) errors.taxRateId = 'Choose one of the active tax rates';
  }
  return { errors, project };
}

function amountIssues(amount: number | undefined, currency: Currency): FieldErrors {
  return moneyIssues(currency, [{ path: ['amount'], value: amount, rule: RECURRING_EXPENSE_AMOUNT }]);
}

export async function createRecurringExpense(deps: AppDeps, user: CurrentUser, input: CreateInput): Promise<RecurringExpenseDto> {
  const { db } = deps.database;
  const { errors, project } = await checkRefs(db, input);
  const currency = (input.currency ?? project?.currency ?? 'USD') as Currency;
  Object.assign(errors, amountIssues(input.amount, currency));
  const dayOfMonth = input.dayOfMonth ?? defaultDayOfMonth(input.startDate);
  const first = firstPeriodStart({ frequency: input.frequency, dayOfMonth, startDate: input.startDate });
  if (input.endDate && input.endDate < first) errors.endDate ??= `The first period would start on ${first}, after the end date`;
  if (Object.keys(errors).length || !project) throw validationFailed(errors);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(recurringExpenses)
      .values({
        projectId: project.id,
        clientId: project.clientId,
        userId: input.userId ?? user.id,
        categoryId: input.categoryId,
        vendor: input.vendor,
        description: input.description,
        amountMinor: toMinor(input.amount, currency),
        currency,
        taxRateId: input.taxRateId,
        billable: input.billable,
        markupBasisPoints: input.markupBasisPoints,
        frequency: input.frequency,
        dayOfMonth,
        startDate: input.startDate,
        endDate: input.endDate,
        nextPeriodStart: first,
        createdById: user.id,
      })
      .returning({ id: recurringExpenses.id });
    await recordActivity(tx, {
      actorId: user.id,
      action: 'recurring_expense.created',
      entityType: 'recurring_expense',
      entityId: row!.id,
      clientId: project.clientId,
      summary: `Set up the recurring expense "${input.description}" on ${project.name}`,
    });
    return row!.id;
  });
  return getRecurringExpense(db, user, id);
}

/** The row under its lock: the sweep booking a period waits for this write, or this write for it. */
async function lockRow(tx: Tx, id: string): Promise<Row> {
  const [row] = await tx.select().from(recurringExpenses).where(eq(recurringExpenses.id, id)).for('update');
  if (!row) throw notFound('errors.notFound.recurringExpense');
  return row;
}

export async function updateRecurringExpense(
  deps: AppDeps,
  user: CurrentUser,
  id: string,
  input: UpdateInput,
): Promise<RecurringExpenseDto> {
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const row = await lockRow(tx, id);
    refuseIf(
      recurringExpenseEditRefusal(user, { status: row.status as RecurringExpenseStatus, createdById: row.createdById, userId: row.userId }),
    );
    const { errors, project } = await checkRefs(tx, input);
    const currency = (input.currency ?? row.currency) as Currency;
    Object.assign(errors, amountIssues(input.amount, currency));
    // The amount in minor units means another sum in a currency of other decimals: it is given again with the currency.
    if (currency !== row.currency && input.amount === undefined) errors.amount ??= `Give the amount in ${currency}`;
    const frequency = input.frequency ?? (row.frequency as CreateInput['frequency']);
    const dayOfMonth = input.dayOfMonth ?? row.dayOfMonth;
    const startDate = input.startDate ?? row.startDate;
    const endDate = input.endDate === undefined ? row.endDate : input.endDate;
    const calendarChanged = frequency !== row.frequency || dayOfMonth !== row.dayOfMonth || startDate !== row.startDate;
    let next = row.nextPeriodStart;
    if (calendarChanged) {
      const [booked] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(expenses)
        .where(eq(expenses.recurringExpenseId, id));
      if (Number(booked?.n ?? 0) > 0) {
        const message = 'Periods are booked already: end this one and set up a new one to change its calendar';
        for (const key of ['frequency', 'dayOfMonth', 'startDate'] as const) if (input[key] !== undefined) errors[key] ??= message;
      }
      next = firstPeriodStart({ frequency, dayOfMonth, startDate });
    }
    if (endDate && endDate < startDate) errors.endDate ??= 'The end date cannot be before the start date';
    if (Object.keys(errors).length) throw validationFailed(errors);
    const amountMinor = input.amount !== undefined ? toMinor(input.amount, currency) : row.amountMinor;
    await tx
      .update(recurringExpenses)
      .set({
        ...(project && { projectId: project.id, clientId: project.clientId }),
        ...(input.userId !== undefined && { userId: input.userId ?? user.id }),
        ...(input.categoryId !== undefined && { categoryId: input.categoryId }),
        ...(input.vendor !== undefined && { vendor: input.vendor }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.taxRateId !== undefined && { taxRateId: input.taxRateId }),
        ...(input.billable !== undefined && { billable: input.billable }),
        ...(input.markupBasisPoints !== undefined && { markupBasisPoints: input.markupBasisPoints }),
        amountMinor,
        currency,
        frequency,
        dayOfMonth,
        startDate,
        endDate,
        nextPeriodStart: next,
        updatedAt: new Date(),
      })
      .where(eq(recurringExpenses.id, id));
    await recordActivity(tx, {
      actorId: user.id,
      action: 'recurring_expense.updated',
      entityType: 'recurring_expense',
      entityId: id,
      clientId: project?.clientId ?? row.clientId,
      summary: `Changed the recurring expense "${input.description ?? row.description}"`,
    });
  });
  return getRecurringExpense(db, user, id);
}

const PAST: Record<RecurringExpenseAction, [string, string]> = {
  pause: ['paused', 'Paused'],
  resume: ['resumed', 'Resumed'],
  end: ['ended', 'Ended'],
};

/** Pause, resume or end, guarded by the row's lock and status so two managers acting at once cannot both change it. */
export async function actOnRecurringExpense(
  deps: AppDeps,
  user: CurrentUser,
  id: string,
  action: RecurringExpenseAction,
  now = new Date(),
): Promise<RecurringExpenseDto> {
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const row = await lockRow(tx, id);
    const refusal = recurringExpenseActionRefusal(row.status as RecurringExpenseStatus, action);
    if (refusal) throw conflict(refusal);
    const status: RecurringExpenseStatus = action === 'pause' ? 'paused' : action === 'resume' ? 'active' : 'ended';
    const set: Partial<typeof recurringExpenses.$inferInsert> = { status, updatedAt: new Date() };
    if (action === 'resume') {
      // The periods that started while it was paused are not booked: the next is the first starting today or later.
      let next = row.nextPeriodStart;
      while (next < dayOf(now)) next = nextPeriodStart(next, row.frequency as CreateInput['frequency']);
      set.nextPeriodStart = next;
    }
    await tx
      .update(recurringExpenses)
      .set(set)
      .where(and(eq(recurringExpenses.id, id), inArray(recurringExpenses.status, recurringExpenseActionFrom(action))));
    await recordActivity(tx, {
      actorId: user.id,
      action: `recurring_expense.${PAST[action][0]}`,
      entityType: 'recurring_expense',
      entityId: id,
      clientId: row.clientId,
      summary: `${PAST[action][1]} the recurring expense "${row.description}"`,
    });
  });
  return getRecurringExpense(db, user, id);
}
