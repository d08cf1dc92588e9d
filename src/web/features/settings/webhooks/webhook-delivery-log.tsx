import { Fragment, useState } from 'react';
import {
  WEBHOOK_DELIVERY_EVENT_TYPES,
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveryDto,
  type WebhookDeliveryStatus,
} from '@shared/schemas/webhooks';
import { WEBHOOK_EVENTS, type WebhookEventType } from '@shared/webhook-events';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { DataTable, HIDDEN_ACTIONS_COLUMN, type DataTableColumn } from '../../../components/data-table';
import { QueryErrorState } from '../../../components/error-state';
import { FilterSelect } from '../../../components/filter-select';
import { ListSkeleton } from '../../../components/list-skeleton';
import { Pagination } from '../../../components/pagination';
import { formatDateTime } from '../../../lib/format';
import { withToasts } from '../../../lib/with-toasts';
import { useRedeliverWebhook, useWebhookDeliveries, type DeliveryFilters } from '../api/webhooks';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/settings';

const DELIVERY_COLUMNS = [
  msg('settings.deliveries.colEvent'),
  msg('settings.users.status'),
  msg('settings.jobs.colAttempts'),
  msg('settings.deliveries.colResponse'),
  msg('settings.deliveries.colDuration'),
  msg('settings.jobs.colNextTry'),
  msg('settings.deliveries.colTime'),
] as const;
const TONES = { pending: 'info', retrying: 'warning', delivered: 'success', failed: 'danger' } as const;

const eventLabel = (type: string) =>
  type === WEBHOOK_TEST_EVENT ? t('settings.deliveries.testEvent') : (WEBHOOK_EVENTS[type as WebhookEventType] ?? type);

/**
 * One endpoint's deliveries, newest first, filtered by outcome and event type (on the server), each with the payload
 * sent and the start of the last answer, and Redeliver (a new delivery of the same event, same event id).
 */
export function WebhookDeliveryLog({ endpointId }: { endpointId: string }) {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<DeliveryFilters>({ status: null, eventType: null });
  const deliveries = useWebhookDeliveries(endpointId, page, filters);
  const list = deliveries.data;
  const filter = (change: Partial<DeliveryFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const filtered = filters.status !== null || filters.eventType !== null;
  const bar = (
    <div className="grid max-w-xl grid-cols-2 gap-3" role="group" aria-label={t('settings.deliveries.filter')}>
      <FilterSelect
        label={t('settings.deliveries.outcome')}
        value={filters.status}
        onChange={(v) => filter({ status: v as WebhookDeliveryStatus | null })}
        allLabel={t('settings.deliveries.allOutcomes')}
      >
        {Object.entries(WEBHOOK_DELIVERY_STATUS_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('settings.deliveries.colEvent')}
        value={filters.eventType}
        onChange={(v) => filter({ eventType: v })}
        allLabel={t('settings.deliveries.allEvents')}
      >
        {WEBHOOK_DELIVERY_EVENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {eventLabel(type)}
          </option>
        ))}
      </FilterSelect>
    </div>
  );
  if (list === undefined && deliveries.isError) {
    return <QueryErrorState title={t('settings.deliveries.loadFailed')} query={deliveries} />;
  }
  if (list === undefined) return <ListSkeleton label={t('settings.deliveries.loading')} />;
  if (list.items.length === 0) {
    return (
      <div className="space-y-2">
        {filtered ? bar : null}
        <p className="text-sm text-muted-foreground">{filtered ? t('settings.deliveries.noneFiltered') : t('settings.deliveries.none')}</p>
      </div>
    );
  }
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <div className="space-y-2">
      {bar}
      <div className="rounded-md border border-border">
        <DataTable
          caption={t('settings.deliveries.caption')}
          columns={[...DELIVERY_COLUMNS.map((key): DataTableColumn => t(key)), HIDDEN_ACTIONS_COLUMN]}
          className="min-w-[60rem]"
          dense
        >
          {list.items.map((d) => (
            <DeliveryRow key={d.id} delivery={d} />
          ))}
        </DataTable>
      </div>
      {pageCount > 1 ? (
        <Pagination label={t('settings.deliveries.pages')} page={page} pageCount={pageCount} onPageChange={setPage} />
      ) : null}
    </div>
  );
}

function DeliveryRow({ delivery: d }: { delivery: WebhookDeliveryDto }) {
  const redeliver = useRedeliverWebhook();
  const [open, setOpen] = useState(false);
  const detailsId = `webhook-delivery-${d.id}`;
  return (
    <Fragment>
      <tr className="border-b border-border align-top last:border-b-0" data-testid="webhook-delivery">
        <td className="px-3 py-2">
          <span className="font-medium">{d.eventType}</span>
          {d.manual ? <span className="text-muted-foreground"> {t('settings.deliveries.manual')}</span> : null}
          <span className="block font-mono text-xs text-muted-foreground">{d.eventId}</span>
        </td>
        <td className="px-3 py-2">
          <Badge tone={TONES[d.status]}>{WEBHOOK_DELIVERY_STATUS_LABELS[d.status]}</Badge>
          {d.error ? <span className="mt-1 block max-w-64 text-xs break-words text-muted-foreground">{d.error}</span> : null}
        </td>
        <td className="px-3 py-2">{d.attempts}</td>
        <td className="px-3 py-2">{d.responseStatus ?? '—'}</td>
        <td className="px-3 py-2 whitespace-nowrap">{d.durationMs !== null ? `${d.durationMs} ms` : '—'}</td>
        <td className="px-3 py-2 whitespace-nowrap">
          {d.nextTryAt && d.status !== 'delivered' ? (
            <time dateTime={d.nextTryAt}>{formatDateTime(d.nextTryAt, { seconds: true })}</time>
          ) : (
            '—'
          )}
        </td>
        <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">
          <time dateTime={d.lastTriedAt ?? d.createdAt}>{formatDateTime(d.lastTriedAt ?? d.createdAt, { seconds: true })}</time>
        </td>
        <td className="space-x-2 px-3 py-2 text-right whitespace-nowrap">
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={t('settings.deliveries.detailsOf', { event: d.eventType, id: d.eventId })}
            onClick={() => setOpen((v) => !v)}
          >
            {/* The same word open or closed (aria-expanded says which), so the spoken name starts with what is shown. */}
            {t('settings.deliveries.details')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={redeliver.isPending}
            aria-label={t('settings.deliveries.redeliverOf', { event: d.eventType, id: d.eventId })}
            onClick={() =>
              void withToasts(() => redeliver.mutateAsync(d.id), {
                success: t('settings.deliveries.redeliverQueued'),
                failure: t('settings.deliveries.redeliverFailed'),
              }).catch(() => {})
            }
          >
            {t('settings.deliveries.redeliver')}
          </Button>
        </td>
      </tr>
      {open ? (
        <tr id={detailsId} className="border-b border-border bg-surface-muted/30 last:border-b-0">
          <td colSpan={8} className="space-y-3 px-3 py-3">
            <DeliveryBlock title={t('settings.deliveries.payload')} text={JSON.stringify(d.payload, null, 2)} />
            <DeliveryBlock
              title={
                d.responseStatus !== null
                  ? t('settings.deliveries.responseStatus', { status: String(d.responseStatus) })
                  : t('settings.deliveries.colResponse')
              }
              text={
                d.responseBody === null
                  ? t('settings.deliveries.noAnswer')
                  : d.responseBody === ''
                    ? t('settings.deliveries.emptyBody')
                    : d.responseBody
              }
              note={d.responseBody !== null ? t('settings.deliveries.first4kb') : undefined}
            />
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}

function DeliveryBlock({ title, text, note }: { title: string; text: string; note?: string }) {
  return (
    <section aria-label={title}>
      <h4 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{title}</h4>
      {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
      <pre className="mt-1 max-h-72 overflow-auto rounded-md border border-border bg-surface p-2 font-mono text-xs whitespace-pre-wrap break-words">
        {text}
      </pre>
    </section>
  );
}
