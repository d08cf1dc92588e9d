/** One-off expenses and their categories (docs/decisions/0115-expenses.md, 0116-expenses-api.md). */
import {
  CreateExpenseInput,
  Expense,
  ExpenseCategory,
  ExpenseCategoryInput,
  ExpenseCategoryList,
  ExpenseCategoryQuery,
  ExpenseList,
  ExpenseListQuery,
  ExpenseTaxRateList,
  ReturnExpenseInput,
  UpdateExpenseInput,
} from '../schemas/expenses';
import { EMPTY, endpoint } from './endpoint';
import { EXPENSE_LIST_EXAMPLE } from './examples';

const tag = 'Expenses';

const HIDDEN =
  'The amount, net, tax, the receipt’s tax rate and the markup are null unless the caller holds View Financial Data or logged ' +
  'the expense. Client users see a billable expense once it is on an issued invoice, or approved on a project that shares its ' +
  'expenses, and then only its date, category, description and billed amount.';
const CHANGE =
  "Its author while it is open; managers until it is invoiced (403 for anyone else, 409 once submitted, or invoiced). One outside the caller's scope is a 404.";
const MANAGE = 'Admins (`billingSettings.manage`); everyone else 403.';

export const expensesApi = {
  list: endpoint({
    method: 'get',
    path: '/expenses',
    tag,
    summary: 'List expenses',
    description:
      'Newest expense date first; `from`/`to` are inclusive dates; `q` searches the description and vendor. Staff see their own ' +
      `expenses, managers everyone's. \`totals\` sums every match per currency, for those who may read every cost. ${HIDDEN}`,
    access: 'expenses.view',
    query: ExpenseListQuery,
    reply: ExpenseList,
    example: EXPENSE_LIST_EXAMPLE,
  }),
  get: endpoint({
    method: 'get',
    path: '/expenses/{id}',
    tag,
    summary: 'Read an expense',
    description: HIDDEN,
    access: 'expenses.view',
    reply: Expense,
  }),
  create: endpoint({
    method: 'post',
    path: '/expenses',
    tag,
    summary: 'Log an expense',
    description:
      'On a project the caller works on; `amount` is in major units as on the receipt, `currency` the project’s unless given. ' +
      'The tax rate’s name, rate and kind are copied, and the net and tax computed by the documents’ rounding rule.',
    access: 'expenses.log',
    body: CreateExpenseInput,
    reply: Expense,
    status: 201,
  }),
  update: endpoint({
    method: 'patch',
    path: '/expenses/{id}',
    tag,
    summary: 'Change an expense',
    description: `Only the fields sent change; the sums are computed afresh. ${CHANGE}`,
    access: 'expenses.log',
    body: UpdateExpenseInput,
    reply: Expense,
  }),
  remove: endpoint({
    method: 'delete',
    path: '/expenses/{id}',
    tag,
    summary: 'Delete an expense',
    description: CHANGE,
    access: 'expenses.log',
    reply: EMPTY,
  }),
  submit: endpoint({
    method: 'post',
    path: '/expenses/{id}/submit',
    tag,
    summary: 'Submit an expense for approval',
    description: 'Its author (or a manager) while it is open; 409 once submitted.',
    access: 'expenses.log',
    reply: Expense,
  }),
  approve: endpoint({
    method: 'post',
    path: '/expenses/{id}/approve',
    tag,
    summary: 'Approve an expense',
    description: 'Managers, on a submitted expense; not their own unless they are an admin. 409 when it is not submitted.',
    access: 'expenses.approve',
    reply: Expense,
  }),
  return: endpoint({
    method: 'post',
    path: '/expenses/{id}/return',
    tag,
    summary: 'Return an expense to be fixed',
    description: 'Managers, on a submitted or approved expense, with a note its author reads; it is open again. 409 once invoiced.',
    access: 'expenses.approve',
    body: ReturnExpenseInput,
    reply: Expense,
  }),
  taxRates: endpoint({
    method: 'get',
    path: '/expense-tax-rates',
    tag,
    summary: 'The tax rates a receipt may name',
    description: 'The active tax rates of Settings > Billing, by name, for whoever logs expenses.',
    access: 'expenses.log',
    reply: ExpenseTaxRateList,
  }),
  categories: endpoint({
    method: 'get',
    path: '/expense-categories',
    tag,
    summary: 'List the expense categories',
    description: 'Active categories by name; `includeArchived=true` adds the archived ones. For the staff.',
    access: 'expenses.log',
    query: ExpenseCategoryQuery,
    reply: ExpenseCategoryList,
  }),
  createCategory: endpoint({
    method: 'post',
    path: '/expense-categories',
    tag,
    summary: 'Add an expense category',
    description: `409 when an active category has the name. ${MANAGE}`,
    access: 'billingSettings.manage',
    body: ExpenseCategoryInput,
    reply: ExpenseCategory,
    status: 201,
  }),
  updateCategory: endpoint({
    method: 'patch',
    path: '/expense-categories/{id}',
    tag,
    summary: 'Rename an expense category',
    description: `The expenses that name it follow. 409 when another active category has the name. ${MANAGE}`,
    access: 'billingSettings.manage',
    body: ExpenseCategoryInput,
    reply: ExpenseCategory,
  }),
  archiveCategory: endpoint({
    method: 'post',
    path: '/expense-categories/{id}/archive',
    tag,
    summary: 'Archive an expense category',
    description: `New expenses can no longer choose it; those that name it keep it. ${MANAGE}`,
    access: 'billingSettings.manage',
    reply: ExpenseCategory,
  }),
};
