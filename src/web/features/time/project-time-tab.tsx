import { Clock } from 'lucide-react';
import { useState } from 'react';
import { formatDuration } from '@shared/durations';
import type { ProjectDetail } from '@shared/schemas/projects';
import type { TimeEntry } from '@shared/schemas/time';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { QueryErrorState } from '../../components/error-state';
import { Pagination } from '../../components/pagination';
import { Skeleton } from '../../components/skeleton';
import { isClient } from '../../lib/can';
import { useCurrentUser } from '../../lib/current-user';
import { useTimeEntries } from './api/time-queries';
import { DeleteTimeEntryDialog } from './delete-time-entry-dialog';
import { TimeEntryDialog } from './time-entry-dialog';
import { TimeEntryList } from './time-entry-list';
import { rich } from '@web/lib/i18n-rich';
import { t } from '@web/lib/messages/time';

const PAGE_SIZE = 25;

/**
 * The project's Time tab (decision 0046): its entries newest first, with the total. Staff see what their scope allows;
 * client users the approved and invoiced hours only, without notes or rates (the server leaves them out).
 */
export function ProjectTimeTab({ project }: { project: ProjectDetail }) {
  const client = isClient(useCurrentUser().me);
  const [page, setPage] = useState(1);
  const entries = useTimeEntries({ projectId: project.id, page, pageSize: PAGE_SIZE });
  const [editing, setEditing] = useState<TimeEntry | null>(null);
  const [deleting, setDeleting] = useState<TimeEntry | null>(null);

  if (entries.isPending) return <Skeleton className="h-40 w-full" />;
  if (entries.isError) {
    return <QueryErrorState title={t('time.project.loadFailed')} query={entries} />;
  }
  const list = entries.data;
  if (list.total === 0) {
    const description = client ? t('time.project.clientEmpty') : t('time.project.empty');
    return <EmptyState icon={Clock} title={t('time.project.emptyTitle')} description={description} />;
  }
  return (
    <Card className="p-5">
      <section aria-labelledby="project-time-heading">
        <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="project-time-heading" className="text-base font-semibold">
            {client ? t('time.project.approvedHours') : t('time.project.loggedTime')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {rich(t('time.project.total', { duration: formatDuration(list.totalMinutes), count: list.total }), {
              total: (words) => <span className="font-semibold text-foreground tabular-nums">{words}</span>,
            })}
          </p>
        </div>
        <TimeEntryList entries={list.items} showTask onEdit={setEditing} onDelete={setDeleting} />
        <Pagination
          page={page}
          pageCount={Math.ceil(list.total / PAGE_SIZE)}
          onPageChange={setPage}
          label={t('time.project.pages')}
          className="mt-3"
        />
      </section>
      {editing?.task ? (
        <TimeEntryDialog open onOpenChange={(open) => !open && setEditing(null)} taskId={editing.task.id} entry={editing} />
      ) : null}
      <DeleteTimeEntryDialog entry={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </Card>
  );
}
