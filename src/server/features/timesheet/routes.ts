import { Hono } from 'hono';
import { timesheetApi } from '@shared/api/timesheet';
import { addDays } from '@shared/schemas/timesheet';
import type { AppDeps, AppEnv } from '../../context';
import { createNotifier } from '../../notifications/notify';
import { route } from '../../openapi/route';
import { setCell, type TimeWrites } from './cell';
import { decideWeek, submitWeek } from './decide';
import { approvalQueue, getWeek, taskDays, thisMonday } from './read';

/** The timesheet and week approvals (decision 0047). `time`: the time feature's shared rules (cell.ts). */
export function timesheetRoutes(deps: AppDeps, time: TimeWrites) {
  const { db } = deps.database;
  const notify = createNotifier(deps);
  const app = new Hono<AppEnv>();
  route(app, timesheetApi.approvals, (c) => approvalQueue(db, c.get('user')));
  route(app, timesheetApi.get, async (c, { query }) => getWeek(db, c.get('user'), query.week ?? (await thisMonday(db)), query.userId));
  route(app, timesheetApi.cell, (c, { body }) => setCell(deps, time, c.get('user'), body));
  route(app, timesheetApi.copyLastWeek, async (c, { body }) => {
    // Rows are derived from entries, so an empty row is the browser's to keep (decision 0047): this only names them.
    const found = await taskDays(db, c.get('user').id, addDays(body.week, -7), addDays(body.week, -1));
    const seen = new Set<string>();
    const rows = found
      .filter((r) => r.taskId !== null && !seen.has(r.taskId) && seen.add(r.taskId))
      .map((r) => ({
        task: { id: r.taskId!, name: r.taskTitle ?? '' },
        project: { id: r.projectId, name: r.projectName },
        client: { id: r.clientId, name: r.clientName },
      }));
    return { rows };
  });
  route(app, timesheetApi.submit, (c, { body }) => submitWeek(db, c.get('user'), body.week, notify));
  route(app, timesheetApi.approve, (c, { body }) => decideWeek(db, c.get('user'), { approve: true, input: body }, notify));
  route(app, timesheetApi.return, (c, { body }) => decideWeek(db, c.get('user'), { approve: false, input: body }, notify));
  return app;
}
