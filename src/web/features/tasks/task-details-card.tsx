import type { TaskDetail } from '@shared/schemas/tasks';
import { Card } from '../../components/card';
import { DetailItem } from '../../components/detail-item';
import { humanize } from './task-format';
import { TaskDueDate } from './task-due-date';
import { StatusBadge } from '../../components/status-badge';
import { TaskStatusBadge } from './task-status-badge';

export function TaskDetailsCard({ task }: { task: TaskDetail }) {
  return (
    <Card className="p-5">
      <h2 className="mb-4 text-base font-semibold">Task Details</h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        <DetailItem label="Description" className="sm:col-span-2">
          {task.description ? (
            <span className="whitespace-pre-wrap">{task.description}</span>
          ) : (
            <span className="text-muted-foreground">No description provided</span>
          )}
        </DetailItem>
        <DetailItem label="Status">
          <TaskStatusBadge task={task} />
        </DetailItem>
        <DetailItem label="Type">{humanize(task.type)}</DetailItem>
        <DetailItem label="Priority">
          <StatusBadge kind="priority" status={task.priority} />
        </DetailItem>
        {task.dueDate ? (
          <DetailItem label="Due Date">
            <TaskDueDate task={task} />
          </DetailItem>
        ) : null}
      </dl>
    </Card>
  );
}
