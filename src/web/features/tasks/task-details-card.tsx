import type { TaskDetail } from '@shared/schemas/tasks';
import { Card } from '../../components/card';
import { DetailItem } from '../../components/detail-item';
import { typeLabel } from './task-format';
import { TaskDueDate } from './task-due-date';
import { StatusBadge } from '../../components/status-badge';
import { TaskStatusBadge } from './task-status-badge';
import { TaskVisibilitySwitch } from './task-visibility-switch';
import { t } from '@web/lib/messages/tasks';

export function TaskDetailsCard({ task, staff = false }: { task: TaskDetail; staff?: boolean }) {
  return (
    <Card className="p-5">
      <h2 className="mb-4 text-base font-semibold">{t('tasks.details.heading')}</h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        <DetailItem label={t('tasks.field.description')} className="sm:col-span-2">
          {task.description ? (
            <span className="whitespace-pre-wrap">{task.description}</span>
          ) : (
            <span className="text-muted-foreground">{t('tasks.details.noDescription')}</span>
          )}
        </DetailItem>
        <DetailItem label={t('tasks.field.status')}>
          <TaskStatusBadge task={task} />
        </DetailItem>
        <DetailItem label={t('tasks.field.type')}>{typeLabel(task.type)}</DetailItem>
        <DetailItem label={t('tasks.field.priority')}>
          <StatusBadge kind="priority" status={task.priority} />
        </DetailItem>
        {task.dueDate ? (
          <DetailItem label={t('tasks.field.dueDate')}>
            <TaskDueDate task={task} />
          </DetailItem>
        ) : null}
        {staff ? (
          <DetailItem label={t('tasks.field.client')} className="sm:col-span-2">
            <TaskVisibilitySwitch task={task} canEdit={task.can.edit} />
          </DetailItem>
        ) : null}
      </dl>
    </Card>
  );
}
