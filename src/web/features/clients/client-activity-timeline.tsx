import { History } from 'lucide-react';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { QueryErrorState } from '../../components/error-state';
import { Pagination } from '../../components/pagination';
import { RelativeTime } from '../../components/relative-time';
import { Skeleton } from '../../components/skeleton';
import { cn } from '../../lib/cn';
import { pageCountOf, useLocalListState } from '../../lib/list-state';
import { ClientActivityQuery } from '@shared/schemas/clients';
import { ACTIVITY_PAGE_SIZE, useClientActivity } from './api/get-client-activity';
import { t } from '@web/lib/messages/clients';

/** Newest first: what happened to this client's projects, tasks, communications, invoices and status, and by whom. */
export function ClientActivityTimeline({ clientId }: { clientId: string }) {
  const listState = useLocalListState(ClientActivityQuery, { fixed: { pageSize: ACTIVITY_PAGE_SIZE } });
  const {
    state: { page },
    setPage,
  } = listState;
  const activity = useClientActivity(clientId, listState.query);
  const list = activity.data;

  let body;
  if (list === undefined && activity.isError) {
    body = <QueryErrorState title={t('clients.activity.loadFailed')} query={activity} />;
  } else if (list === undefined) {
    body = (
      <div role="status" aria-label={t('clients.activity.loading')} className="space-y-3">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  } else if (list.items.length === 0) {
    body = <EmptyState icon={History} title={t('clients.activity.emptyTitle')} description={t('clients.activity.emptyDescription')} />;
  } else {
    body = (
      <ol
        aria-label={t('clients.activity.label')}
        className={cn('space-y-4 transition-opacity', activity.isPlaceholderData && 'opacity-60')}
      >
        {list.items.map((entry) => (
          <li key={entry.id} className="relative border-l-2 border-border pl-4">
            <span aria-hidden className="absolute top-1.5 -left-[5px] size-2 rounded-full bg-primary" />
            <p className="text-sm break-words text-foreground">{entry.summary}</p>
            <p className="text-xs text-muted-foreground">
              {entry.actor ? `${entry.actor.firstName} ${entry.actor.lastName}` : t('clients.activity.system')} ·{' '}
              <RelativeTime value={entry.createdAt} />
            </p>
          </li>
        ))}
      </ol>
    );
  }

  const pageCount = list ? pageCountOf(list) : 1;
  return (
    <Card className="p-5">
      <h2 className="mb-4 text-base font-semibold">{t('clients.activity.title')}</h2>
      {body}
      {list && pageCount > 1 ? (
        <Pagination
          className="mt-4"
          label={t('clients.activity.pages')}
          page={Math.min(page, pageCount)}
          pageCount={pageCount}
          onPageChange={setPage}
        />
      ) : null}
    </Card>
  );
}
