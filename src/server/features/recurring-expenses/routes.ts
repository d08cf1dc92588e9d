/** Recurring expenses (decision 0118); the booking itself is the scheduler's sweep (sweep.ts). */
import { Hono } from 'hono';
import { recurringExpensesApi } from '@shared/api/recurring-expenses';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http-params';
import { route } from '../../openapi/route';
import { listRecurringExpenses, recurringExpenseChoices } from './read';
import { actOnRecurringExpense, createRecurringExpense, updateRecurringExpense } from './write';

export function recurringExpenseRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  const what = 'errors.notFound.recurringExpense';
  route(app, recurringExpensesApi.list, (c, { query }) => listRecurringExpenses(db, c.get('user'), query));
  route(app, recurringExpensesApi.choices, () => recurringExpenseChoices(db));
  route(app, recurringExpensesApi.create, (c, { body }) => createRecurringExpense(deps, c.get('user'), body));
  route(app, recurringExpensesApi.update, (c, { body }) => updateRecurringExpense(deps, c.get('user'), idParam(c, what), body));
  route(app, recurringExpensesApi.pause, (c) => actOnRecurringExpense(deps, c.get('user'), idParam(c, what), 'pause'));
  route(app, recurringExpensesApi.resume, (c) => actOnRecurringExpense(deps, c.get('user'), idParam(c, what), 'resume'));
  route(app, recurringExpensesApi.end, (c) => actOnRecurringExpense(deps, c.get('user'), idParam(c, what), 'end'));
  return app;
}
