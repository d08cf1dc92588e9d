import { useState } from 'react';
import { WEBHOOK_DELIVERY_STATUS_LABELS, type WebhookDeliveryDto } from '../../../shared/schemas/webhooks';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { ErrorState } from '../../components/error-state';
import { ListSkeleton } from '../../components/list-skeleton';
import { Pagination } from '../../components/pagination';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { withToasts } from '../../lib/with-toasts';
import { useRedeliverWebhook, useWebhookDeliveries } from './api/webhooks';

const th = 'px-3 py-2 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase';
const TONES = { pending: 'info', retrying: 'warning', delivered: 'success', failed: 'danger' } as const;

/** One endpoint's deliveries, newest first, with Redeliver (a new delivery of the same event, same event id). */
export function WebhookDeliveryLog({ endpointId }: { endpointId: string }) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(endpointId, page);
  const list = deliveries.data;
  if (list === undefined && deliveries.isError) {
    return <ErrorState title="Could not load the deliveries" message={errorMessage(deliveries.error)} onRetry={() => void deliveries.refetch()} retrying={deliveries.isFetching} />;
  }
  if (list === undefined) return <ListSkeleton label="Loading the deliveries" />;
  if (list.items.length === 0) return <p className="text-sm text-muted-foreground">No deliveries yet.</p>;
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <div className="space-y-2">
      <div className="overflow-x-auto rounded-md border border-border">
        <table className="w-full min-w-[60rem] border-collapse text-sm">
          <caption className="sr-only">Deliveries, newest first</caption>
          <thead>
            <tr className="border-b border-border bg-surface-muted/60">
              <th scope="col" className={th}>Event</th>
              <th scope="col" className={th}>Status</th>
              <th scope="col" className={th}>Attempts</th>
              <th scope="col" className={th}>Response</th>
              <th scope="col" className={th}>Duration</th>
              <th scope="col" className={th}>Next try</th>
              <th scope="col" className={th}>Time</th>
              <th scope="col" className={th}><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((d) => (
              <DeliveryRow key={d.id} delivery={d} />
            ))}
          </tbody>
        </table>
      </div>
      {pageCount > 1 ? <Pagination label="Delivery pages" page={page} pageCount={pageCount} onPageChange={setPage} /> : null}
    </div>
  );
}

function DeliveryRow({ delivery: d }: { delivery: WebhookDeliveryDto }) {
  const redeliver = useRedeliverWebhook();
  return (
    <tr className="border-b border-border align-top last:border-b-0" data-testid="webhook-delivery">
      <td className="px-3 py-2">
        <span className="font-medium">{d.eventType}</span>
        {d.manual ? <span className="text-muted-foreground"> (manual)</span> : null}
        <span className="block font-mono text-xs text-muted-foreground">{d.eventId}</span>
      </td>
      <td className="px-3 py-2">
        <Badge tone={TONES[d.status]}>{WEBHOOK_DELIVERY_STATUS_LABELS[d.status]}</Badge>
        {d.error ? <span className="mt-1 block max-w-64 text-xs break-words text-muted-foreground">{d.error}</span> : null}
      </td>
      <td className="px-3 py-2">{d.attempts}</td>
      <td className="px-3 py-2">{d.responseStatus ?? '—'}</td>
      <td className="px-3 py-2 whitespace-nowrap">{d.durationMs !== null ? `${d.durationMs} ms` : '—'}</td>
      <td className="px-3 py-2 whitespace-nowrap">{d.nextTryAt && d.status !== 'delivered' ? <time dateTime={d.nextTryAt}>{formatDateTime(d.nextTryAt, { seconds: true })}</time> : '—'}</td>
      <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">
        <time dateTime={d.lastTriedAt ?? d.createdAt}>{formatDateTime(d.lastTriedAt ?? d.createdAt, { seconds: true })}</time>
      </td>
      <td className="px-3 py-2 text-right">
        <Button
          size="sm"
          variant="secondary"
          disabled={redeliver.isPending}
          aria-label={`Redeliver ${d.eventType} ${d.eventId}`}
          onClick={() => void withToasts(() => redeliver.mutateAsync(d.id), { success: 'Redelivery queued', failure: 'Failed to redeliver' }).catch(() => {})}
        >
          Redeliver
        </Button>
      </td>
    </tr>
  );
}
