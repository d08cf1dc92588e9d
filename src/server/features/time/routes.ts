/** Time entries and the timer (decision 0046): registered from the descriptions in src/shared/api/time.ts. */
import { Hono } from 'hono';
import { timeApi } from '@shared/api/time';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http-params';
import { route } from '../../openapi/route';
import { listTimeEntries } from './entries-read';
import { createTimeEntry, deleteTimeEntry, updateTimeEntry } from './entries-write';
import { startTimer, stopTimer, timerState } from './timer';

export function timeEntryRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  route(app, timeApi.list, (c, { query }) => listTimeEntries(db, c.get('user'), query));
  route(app, timeApi.create, (c, { body }) => createTimeEntry(deps, c.get('user'), body));
  route(app, timeApi.update, (c, { body }) => updateTimeEntry(deps, c.get('user'), idParam(c, 'errors.notFound.timeEntry'), body));
  route(app, timeApi.remove, (c) => deleteTimeEntry(deps, c.get('user'), idParam(c, 'errors.notFound.timeEntry')));
  route(app, timeApi.timer, (c) => timerState(deps, c.get('user')));
  route(app, timeApi.start, (c, { body }) => startTimer(deps, c.get('user'), body));
  route(app, timeApi.stop, (c, { body }) => stopTimer(deps, c.get('user'), body));
  return app;
}
