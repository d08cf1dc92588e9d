import { Hono } from 'hono';
import { budgetsApi } from '@shared/api/budgets';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http-params';
import { route } from '../../openapi/route';
import { getProjectBudget } from './project-budget';
import { getUserRates, setTeamRate, setUserRates } from './rates';

/** Spent-vs-budget, people's cost rates and capacity, and a person's rate on a project (decision 0048). */
export function budgetRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  route(app, budgetsApi.projectBudget, (c) => getProjectBudget(db, c.get('user'), idParam(c, 'errors.notFound.project')));
  route(app, budgetsApi.teamRate, (c, { body }) =>
    setTeamRate(db, c.get('user'), idParam(c, 'errors.notFound.project'), idParam(c, 'errors.notFound.teamMember', 'assignmentId'), body),
  );
  route(app, budgetsApi.userRates, (c) => getUserRates(db, idParam(c, 'errors.notFound.user')));
  route(app, budgetsApi.setUserRates, (c, { body }) => setUserRates(db, idParam(c, 'errors.notFound.user'), body));
  return app;
}
