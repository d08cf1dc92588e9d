/**
 * What can be done with a recurring expense (docs/decisions/0118-recurring-expenses.md). Managers (`expenses.approve`)
 * set them up, since each period books an approved expense; any of them pauses, resumes or ends one. Its cost and
 * markup are read, and so changed, only by holders of `financials.view` and by the people whose expense it is (who set
 * it up, whose each period's is), as an expense's cost is (decision 0115). An ended one is history.
 */
import type { RECURRING_EXPENSE_STATUSES } from '../enums';
import { can } from '../permissions';
import type { Actor } from './actor';

export type RecurringExpenseStatus = (typeof RECURRING_EXPENSE_STATUSES)[number];

export interface RecurringExpenseCan {
  edit: boolean;
  pause: boolean;
  resume: boolean;
  end: boolean;
}

export type RecurringExpenseAction = 'pause' | 'resume' | 'end';

const FROM: Record<RecurringExpenseAction, RecurringExpenseStatus[]> = { pause: ['active'], resume: ['paused'], end: ['active', 'paused'] };

export interface RecurringExpenseFacts {
  status: RecurringExpenseStatus;
  createdById: string | null;
  userId: string | null;
}

export const mayManageRecurringExpenses = (actor: Actor) => can(actor.role, 'expenses.approve');

/** Whether the actor reads the amount and markup: financial data, or their own expense. */
export function seesRecurringExpenseCost(actor: Actor, r: Pick<RecurringExpenseFacts, 'createdById' | 'userId'>): boolean {
  return can(actor.role, 'financials.view') || r.createdById === actor.id || r.userId === actor.id;
}

export function recurringExpenseCan(actor: Actor, r: RecurringExpenseFacts): RecurringExpenseCan {
  const manage = mayManageRecurringExpenses(actor);
  return {
    edit: manage && r.status !== 'ended' && seesRecurringExpenseCost(actor, r),
    pause: manage && FROM.pause.includes(r.status),
    resume: manage && FROM.resume.includes(r.status),
    end: manage && FROM.end.includes(r.status),
  };
}

/** The statuses an action applies to (the server's UPDATE ... WHERE status in these). */
export const recurringExpenseActionFrom = (action: RecurringExpenseAction): RecurringExpenseStatus[] => FROM[action];

/** Why an action is refused (409), or null when it may be done. */
export function recurringExpenseActionRefusal(status: RecurringExpenseStatus, action: RecurringExpenseAction): string | null {
  if (FROM[action].includes(status)) return null;
  if (action === 'resume') return 'errors.recurringExpenses.onlyPausedRecurringExpense';
  if (action === 'pause') return 'errors.recurringExpenses.onlyActiveRecurringExpense';
  return 'errors.recurringExpenses.recurringExpenseHasAlready';
}

/** Why an edit is refused, or null: 409 once ended, 403 to a manager who may not read its cost. */
export function recurringExpenseEditRefusal(actor: Actor, r: RecurringExpenseFacts): { status: 403 | 409; message: string } | null {
  if (r.status === 'ended') return { status: 409, message: 'errors.recurringExpenses.recurringExpenseHasEnded' };
  if (!seesRecurringExpenseCost(actor, r)) return { status: 403, message: 'errors.recurringExpenses.onlyOwnerSomeoneWho' };
  return null;
}
