/**
 * An expense's way to approval (docs/decisions/0116-expenses-api.md): its author submits it, a manager approves it or
 * returns it with a note (it is open again, for its author to fix). Each is one statement that also requires the
 * state it was read in, so two managers deciding at once, or an invoice written meanwhile, answer 409, never both.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ExpenseStatus } from '@shared/enums';
import { expenseDecisionRefusal, expenseSubmitRefusal } from '@shared/policies/expenses';
import type { Expense, ReturnExpenseInput } from '@shared/schemas/expenses';
import type { z } from 'zod';
import { recordActivity } from '../../activity';
import type { AppDeps, CurrentUser } from '../../context';
import { expenses as e } from '../../db/schema';
import { checkProjectBudget } from '../../budget-alerts';
import type { Tx } from '../../db/transaction';
import { conflict, refuseIf } from '../../errors';
import { findExpenseInScope, getExpense } from './expenses-read';
import { CHANGED_MEANWHILE } from './expenses-write';
import { publishExpense } from './write-checks';

type Stored = Awaited<ReturnType<typeof findExpenseInScope>>;

async function move(
  deps: AppDeps,
  user: CurrentUser,
  stored: Stored,
  set: Partial<typeof e.$inferInsert>,
  after?: (tx: Tx) => Promise<void>,
): Promise<Expense> {
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(e)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(e.id, stored.id), eq(e.status, stored.status), sql`${e.invoiceId} is null`))
      .returning({ id: e.id });
    if (changed.length === 0) throw conflict(CHANGED_MEANWHILE);
    await publishExpense(tx, stored);
    await after?.(tx);
  });
  return getExpense(db, user, stored.id);
}

const facts = (stored: Stored) => ({ userId: stored.userId, status: stored.status as ExpenseStatus });

export async function submitExpense(deps: AppDeps, user: CurrentUser, id: string): Promise<Expense> {
  const stored = await findExpenseInScope(deps.database.db, user, id);
  refuseIf(expenseSubmitRefusal(user, facts(stored)));
  return move(deps, user, stored, { status: 'submitted' });
}

export async function approveExpense(deps: AppDeps, user: CurrentUser, id: string): Promise<Expense> {
  const stored = await findExpenseInScope(deps.database.db, user, id);
  refuseIf(expenseDecisionRefusal(user, facts(stored), 'approve'));
  return move(deps, user, stored, { status: 'approved', returnNote: null, decidedById: user.id, decidedAt: new Date() }, async (tx) => {
    await recordActivity(tx, {
      actorId: user.id,
      action: 'expense.approved',
      entityType: 'expense',
      entityId: stored.id,
      clientId: stored.clientId,
      summary: `Approved the expense “${stored.description}”`,
    });
    // An approved cost counts in its project's money budget from now: its 80% / 100% warning goes with it (decision 0120).
    await checkProjectBudget(deps, tx, stored.projectId);
  });
}

export async function returnExpense(
  deps: AppDeps,
  user: CurrentUser,
  id: string,
  input: z.output<typeof ReturnExpenseInput>,
): Promise<Expense> {
  const stored = await findExpenseInScope(deps.database.db, user, id);
  refuseIf(expenseDecisionRefusal(user, facts(stored), 'return'));
  return move(deps, user, stored, { status: 'open', returnNote: input.note, decidedById: user.id, decidedAt: new Date() }, (tx) =>
    recordActivity(tx, {
      actorId: user.id,
      action: 'expense.returned',
      entityType: 'expense',
      entityId: stored.id,
      clientId: stored.clientId,
      summary: `Returned the expense “${stored.description}” to be fixed`,
    }),
  );
}
