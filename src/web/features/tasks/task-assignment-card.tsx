import { Link } from 'react-router';
import type { TaskDetail } from '@shared/schemas/tasks';
import { Card } from '../../components/card';
import { RouteLink } from '../../components/route-link';
import { DetailItem } from '../../components/detail-item';
import { personName } from './task-format';
import { formatDateTime } from '../../lib/format';

const link = 'font-medium text-primary hover:underline';

export function TaskAssignmentCard({ task }: { task: TaskDetail }) {
  return (
    <Card className="p-5">
      <h2 className="mb-4 text-base font-semibold">Assignment & Related Items</h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        <DetailItem label="Client">
          {task.client ? (
            // Client users have no client screen: they read their company's name as text.
            <RouteLink to={`/clients/${task.client.id}`} className={link}>
              {task.client.name}
            </RouteLink>
          ) : (
            'Unknown Client'
          )}
        </DetailItem>
        <DetailItem label="Project">
          {task.project ? (
            <Link to={`/projects/${task.project.id}`} className={link}>
              {task.project.name}
            </Link>
          ) : (
            <span className="text-muted-foreground">No project</span>
          )}
        </DetailItem>
        <DetailItem label="Milestone">{task.milestone?.name ?? <span className="text-muted-foreground">No milestone</span>}</DetailItem>
        <DetailItem label="Assigned To">{personName(task.assignedTo) ?? 'Unassigned'}</DetailItem>
        <DetailItem label="Created">
          <time dateTime={task.createdAt}>{formatDateTime(task.createdAt)}</time>
        </DetailItem>
        <DetailItem label="Updated">
          <time dateTime={task.updatedAt}>{formatDateTime(task.updatedAt)}</time>
        </DetailItem>
      </dl>
    </Card>
  );
}
