import { Link } from 'react-router';
import type { TaskDetail } from '@shared/schemas/tasks';
import { Card } from '../../components/card';
import { RouteLink } from '../../components/route-link';
import { DetailItem } from '../../components/detail-item';
import { personName } from './task-format';
import { formatDateTime } from '../../lib/format';
import { t } from '@web/lib/messages/tasks';

const link = 'font-medium text-primary hover:underline';

export function TaskAssignmentCard({ task }: { task: TaskDetail }) {
  return (
    <Card className="p-5">
      <h2 className="mb-4 text-base font-semibold">{t('tasks.assignment.heading')}</h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        <DetailItem label={t('tasks.field.client')}>
          {task.client ? (
            // Client users have no client screen: they read their company's name as text.
            <RouteLink to={`/clients/${task.client.id}`} className={link}>
              {task.client.name}
            </RouteLink>
          ) : (
            t('tasks.assignment.unknownClient')
          )}
        </DetailItem>
        <DetailItem label={t('tasks.field.project')}>
          {task.project ? (
            <Link to={`/projects/${task.project.id}`} className={link}>
              {task.project.name}
            </Link>
          ) : (
            <span className="text-muted-foreground">{t('tasks.noProjectLower')}</span>
          )}
        </DetailItem>
        <DetailItem label={t('tasks.field.milestone')}>
          {task.milestone?.name ?? <span className="text-muted-foreground">{t('tasks.noMilestone')}</span>}
        </DetailItem>
        <DetailItem label={t('tasks.field.assignedTo')}>{personName(task.assignedTo) ?? t('tasks.unassigned')}</DetailItem>
        <DetailItem label={t('tasks.field.created')}>
          <time dateTime={task.createdAt}>{formatDateTime(task.createdAt)}</time>
        </DetailItem>
        <DetailItem label={t('tasks.field.updated')}>
          <time dateTime={task.updatedAt}>{formatDateTime(task.updatedAt)}</time>
        </DetailItem>
      </dl>
    </Card>
  );
}
