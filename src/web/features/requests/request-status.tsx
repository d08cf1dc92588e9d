import { Link } from 'react-router';
import type { RequestListItem } from '@shared/schemas/requests';
import { StatusBadge } from '../../components/status-badge';
import { t } from '@web/lib/messages/requests';

/** The request's answer, and once accepted the status of the task made from it: how far the work has come. */
export function RequestStatus({ request }: { request: Pick<RequestListItem, 'status' | 'task'> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <StatusBadge kind="request" status={request.status} />
      {request.task ? (
        <Link
          to={`/tasks/${request.task.id}`}
          className="inline-flex items-center gap-1 rounded-sm text-xs text-muted-foreground hover:underline"
        >
          <span>{t('requests.status.task')}</span>
          <StatusBadge kind="task" status={request.task.status} />
        </Link>
      ) : null}
    </span>
  );
}
