import { Link } from 'react-router';
import type { RequestListItem } from '@shared/schemas/requests';
import { RelativeTime } from '../../components/relative-time';
import { StatusBadge } from '../../components/status-badge';
import { personName, reference } from './request-format';
import { RequestStatus } from './request-status';
import { t } from '@web/lib/messages/requests';

interface RequestListProps {
  requests: readonly RequestListItem[];
  /** Staff see whose request it is; a client user's are all their company's. */
  showClient: boolean;
}

/** The requests as rows that wrap on phones: title and reference, where, who and when, the answer and its task. */
export function RequestList({ requests, showClient }: RequestListProps) {
  return (
    <ul aria-label={t('requests.list.title')} className="divide-y divide-border">
      {requests.map((r) => (
        <li key={r.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="min-w-0 space-y-1">
            <Link to={`/requests/${r.id}`} className="block font-medium break-words text-foreground hover:underline">
              <span className="mr-1.5 text-muted-foreground tabular-nums">{reference(r)}</span>
              {r.title}
            </Link>
            <p className="text-sm break-words text-muted-foreground">
              {showClient ? `${r.client.name} · ` : ''}
              {r.project.name} · {personName(r.createdBy)} · <RelativeTime value={r.createdAt} />
            </p>
            {r.status === 'declined' && r.declineReason ? (
              <p className="text-sm break-words text-foreground">
                <span className="font-medium">{t('requests.list.reason')} </span>
                {r.declineReason}
              </p>
            ) : null}
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-2 sm:justify-end">
            <StatusBadge kind="priority" status={r.priority} />
            <RequestStatus request={r} />
          </div>
        </li>
      ))}
    </ul>
  );
}
