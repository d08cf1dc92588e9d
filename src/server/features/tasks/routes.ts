import { Hono } from 'hono';
import { CreateTaskInput, TaskListQuery, UpdateTaskInput } from '../../../shared/schemas/tasks';
import { requireCapability } from '../../auth/guards';
import type { AppDeps, AppEnv } from '../../context';
import { toCsv } from '../../csv';
import { readBody, readQuery } from '../../http';
import { idParam } from '../../http-params';
import { createNotifier } from '../../notifications/notify';
import { exportTasks, getTask, listTasks } from './service';
import { createTask, deleteTask, updateTask } from './write';

const CSV_HEADER = ['Title', 'Client', 'Project', 'Milestone', 'Assigned to', 'Type', 'Status', 'Priority', 'Due date', 'Updated'];

export function taskRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const notify = createNotifier(deps);
  return (
    new Hono<AppEnv>()
      .use(requireCapability('tasks.view'))
      .get('/', async (c) => c.json(await listTasks(db, c.get('user'), readQuery(c, TaskListQuery))))
      // Before '/:id', which would take 'export.csv' for an id.
      .get('/export.csv', async (c) => {
        const { page: _page, pageSize: _pageSize, ...filters } = readQuery(c, TaskListQuery);
        const rows = await exportTasks(db, c.get('user'), filters);
        const csv = toCsv(
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
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', `attachment; filename="tasks-${new Date().toISOString().slice(0, 10)}.csv"`);
        return c.body(csv);
      })
      .post('/', requireCapability('tasks.manage'), async (c) =>
        c.json(await createTask(db, c.get('user'), await readBody(c, CreateTaskInput), notify), 201),
      )
      .get('/:id', async (c) => c.json(await getTask(db, c.get('user'), idParam(c, 'Task'))))
      .patch('/:id', requireCapability('tasks.manage'), async (c) => {
        const id = idParam(c, 'Task');
        const input = await readBody(c, UpdateTaskInput);
        return c.json(await updateTask(db, c.get('user'), id, input, notify));
      })
      .delete('/:id', requireCapability('tasks.delete'), async (c) => {
        await deleteTask(db, c.get('user'), idParam(c, 'Task'));
        return c.body(null, 204);
      })
  );
}
