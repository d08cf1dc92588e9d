import { Hono } from 'hono';
import { tasksApi } from '@shared/api/tasks';
import type { AppDeps, AppEnv } from '../../context';
import { csvDownload } from '../../csv';
import { idParam } from '../../http-params';
import { createNotifier } from '../../notifications/notify';
import { route } from '../../openapi/route';
import { exportTasks, getTask, listTasks } from './service';
import { createTask, deleteTask, updateTask } from './write';

const CSV_HEADER = ['Title', 'Client', 'Project', 'Milestone', 'Assigned to', 'Type', 'Status', 'Priority', 'Due date', 'Updated'];

export function taskRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const notify = createNotifier(deps);
  const app = new Hono<AppEnv>();
  route(app, tasksApi.list, (c, { query }) => listTasks(db, c.get('user'), query));
  route(app, tasksApi.exportCsv, async (c, { query }) => {
    const rows = await exportTasks(db, c.get('user'), query);
    return csvDownload(
      c,
      `tasks-${new Date().toISOString().slice(0, 10)}.csv`,
      CSV_HEADER,
      rows.map((r) => [
        r.title,
        r.client.name,
        r.project?.name,
        r.milestone?.name,
        r.assignedTo ? `${r.assignedTo.firstName} ${r.assignedTo.lastName}` : '',
        r.type,
        r.status,
        r.priority,
        r.dueDate,
        r.updatedAt,
      ]),
    );
  });
  route(app, tasksApi.create, (c, { body }) => createTask(deps, db, c.get('user'), body, notify));
  route(app, tasksApi.get, (c) => getTask(db, c.get('user'), idParam(c, 'errors.notFound.task')));
  route(app, tasksApi.update, (c, { body }) => updateTask(deps, db, c.get('user'), idParam(c, 'errors.notFound.task'), body, notify));
  route(app, tasksApi.remove, (c) => deleteTask(db, c.get('user'), idParam(c, 'errors.notFound.task')));
  return app;
}
