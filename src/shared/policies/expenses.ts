/**
 * Who may see and change an expense (docs/decisions/0115-expenses.md, 0116-expenses-api.md), as time's policy does:
 * staff log their own, managers see and correct everyone's. An expense is its author's to change while open (not once
 * submitted, unless a manager returns it); a manager may change any until it is invoiced; an invoiced one never
 * changes. Managers approve a submitted expense or return it with a note; not their own, unless nobody is above them
 * (admins). The cost and markup reach financials.view holders and the person who logged it. The services refuse what
 * these deny; each expense carries `can` from them.
 */
import { can, scopeOf } from '../permissions';
import type { ExpenseStatus } from '../enums';
import type { Actor } from './actor';

export interface ExpenseCan {
  edit: boolean;
  delete: boolean;
  /** Send it for approval: its author (or a manager) while it is open. */
  submit: boolean;
  approve: boolean;
  /** Send it back to be fixed, with a note: a submitted or approved one, not yet invoiced. */
  return: boolean;
}

export interface ExpenseFacts {
  userId: string | null;
  status: ExpenseStatus;
}

type Refusal = { status: 403 | 409; message: string } | null;

/** Why an expense may not be changed (or deleted) by this actor, or null when it may. */
export function expenseRefusal(actor: Actor, expense: ExpenseFacts): Refusal {
  if (expense.status === 'invoiced') return { status: 409, message: 'errors.expenses.expenseInvoiceLongerChange' };
  const scope = scopeOf(actor.role, 'expenses.log');
  if (scope === 'all') return null;
  if (scope !== 'own' || expense.userId !== actor.id) return { status: 403, message: 'errors.expenses.onlyChangeOwnExpenses' };
  if (expense.status !== 'open') return { status: 409, message: 'errors.expenses.expenseSubmittedAskManager' };
  return null;
}

/** Why it may not be submitted now, or null. */
export function expenseSubmitRefusal(actor: Actor, expense: ExpenseFacts): Refusal {
  const scope = scopeOf(actor.role, 'expenses.log');
  if (scope !== 'all' && !(scope === 'own' && expense.userId === actor.id))
    return { status: 403, message: 'errors.expenses.onlySubmitOwnExpenses' };
  if (expense.status !== 'open') return { status: 409, message: 'errors.expenses.expenseAlreadySubmitted' };
  return null;
}

/** Why it may not be approved (`approve`) or returned (`return`) now, or null. */
export function expenseDecisionRefusal(actor: Actor, expense: ExpenseFacts, decision: 'approve' | 'return'): Refusal {
  if (!can(actor.role, 'expenses.approve')) return { status: 403, message: 'errors.expenses.onlyManagersApproveExpenses' };
  // Nobody approves their own spending, except admins, whom nobody is above (as timesheets, decision 0045).
  if (expense.userId === actor.id && !can(actor.role, 'rates.manage'))
    return { status: 403, message: 'errors.expenses.anotherManagerApprovesOwn' };
  if (expense.status === 'invoiced') return { status: 409, message: 'errors.expenses.expenseInvoiceLongerChange' };
  if (decision === 'approve' && expense.status !== 'submitted')
    return { status: 409, message: 'errors.expenses.onlySubmittedExpenseApproved' };
  if (decision === 'return' && expense.status !== 'submitted' && expense.status !== 'approved')
    return { status: 409, message: 'errors.expenses.onlySubmittedApprovedExpense' };
  return null;
}

export function expenseCan(actor: Actor, expense: ExpenseFacts): ExpenseCan {
  const change = expenseRefusal(actor, expense) === null;
  return {
    edit: change,
    delete: change,
    submit: expenseSubmitRefusal(actor, expense) === null,
    approve: expenseDecisionRefusal(actor, expense, 'approve') === null,
    return: expenseDecisionRefusal(actor, expense, 'return') === null,
  };
}

/** The cost (amount, net, tax, the receipt's tax) and markup: financials.view holders and the person who logged it. */
export function seesExpenseCost(actor: Actor, expense: { userId: string | null }): boolean {
  return can(actor.role, 'financials.view') || (expense.userId !== null && expense.userId === actor.id && can(actor.role, 'expenses.log'));
}

/** Totals of a list: those who see every cost, and staff whose list holds only their own expenses. */
export function seesExpenseTotals(actor: Actor): boolean {
  return can(actor.role, 'financials.view') || scopeOf(actor.role, 'expenses.view') === 'own';
}

/** The categories' list is the admins' to keep, with the rest of billing's settings. */
export const mayManageExpenseCategories = (actor: Actor) => can(actor.role, 'billingSettings.manage');
