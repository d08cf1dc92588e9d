/** Expenses, their way to approval, their categories and receipts (decision 0116): from src/shared/api/expenses.ts. */
import { Hono } from 'hono';
import { expensesApi } from '@shared/api/expenses';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http-params';
import { route } from '../../openapi/route';
import { registerExpenseAttachable } from './attachable';
import { archiveCategory, createCategory, expenseTaxRates, listCategories, renameCategory } from './categories';
import { approveExpense, returnExpense, submitExpense } from './decisions';
import { getExpense, listExpenses } from './expenses-read';
import { createExpense, deleteExpense, updateExpense } from './expenses-write';

export function expenseRoutes(deps: AppDeps) {
  const { db } = deps.database;
  registerExpenseAttachable();
  const app = new Hono<AppEnv>();
  const id = (c: Parameters<typeof idParam>[0]) => idParam(c, 'errors.notFound.expense');
  route(app, expensesApi.list, (c, { query }) => listExpenses(db, c.get('user'), query));
  route(app, expensesApi.create, (c, { body }) => createExpense(deps, c.get('user'), body));
  route(app, expensesApi.get, (c) => getExpense(db, c.get('user'), id(c)));
  route(app, expensesApi.update, (c, { body }) => updateExpense(deps, c.get('user'), id(c), body));
  route(app, expensesApi.remove, (c) => deleteExpense(deps, c.get('user'), id(c)));
  route(app, expensesApi.submit, (c) => submitExpense(deps, c.get('user'), id(c)));
  route(app, expensesApi.approve, (c) => approveExpense(deps, c.get('user'), id(c)));
  route(app, expensesApi.return, (c, { body }) => returnExpense(deps, c.get('user'), id(c), body));
  route(app, expensesApi.taxRates, () => expenseTaxRates(db));
  route(app, expensesApi.categories, (c, { query }) => listCategories(db, query.includeArchived));
  route(app, expensesApi.createCategory, (c, { body }) => createCategory(db, c.get('user'), body.name));
  route(app, expensesApi.updateCategory, (c, { body }) =>
    renameCategory(db, c.get('user'), idParam(c, 'errors.notFound.expenseCategory'), body.name),
  );
  route(app, expensesApi.archiveCategory, (c) => archiveCategory(db, c.get('user'), idParam(c, 'errors.notFound.expenseCategory')));
  return app;
}
