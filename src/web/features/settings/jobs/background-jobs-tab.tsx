import { Inbox } from 'lucide-react';
import { JOB_LIST_STATES, JobListQuery, type JobDto } from '@shared/schemas/jobs';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { DataTable, HIDDEN_ACTIONS_COLUMN, type DataTableColumn } from '../../../components/data-table';
import { emptyListState, ListCountHeading, ListPagination, ListResults } from '../../../components/list-page-parts';
import { SelectField } from '../../../components/select-field';
import { formatDateTime } from '../../../lib/format';
import { useLocalListState, usePageWithinQuery } from '../../../lib/list-state';
import { withToasts } from '../../../lib/with-toasts';
import { useJobs, useRetryJob } from '../api/jobs';
import { SettingsSection } from '../settings-section';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/settings';

const JOBS_PAGE_SIZE = 25;
const STATE_LABELS = { pending: msg('settings.jobs.pending'), failed: msg('settings.jobs.failed') } as const;
const JOB_COLUMNS = [
  msg('settings.jobs.colJob'),
  msg('settings.jobs.colRecipient'),
  msg('settings.users.status'),
  msg('settings.jobs.colAttempts'),
  msg('settings.jobs.colLastError'),
  msg('settings.jobs.colNextTry'),
  msg('settings.jobs.colCreated'),
] as const;

/**
 * The Background jobs tab (super_admin and admin, capability jobs.manage; docs/product.md): e-mails waiting to be
 * sent or out of attempts, newest first, with Retry for a failed one. Sent e-mails are not listed.
 */
export function BackgroundJobsTab() {
  const listState = useLocalListState(JobListQuery, { fixed: { pageSize: JOBS_PAGE_SIZE } });
  const { state: filters, set } = listState;
  const jobs = useJobs(listState.query);
  const list = jobs.data;
  const pageCount = usePageWithinQuery(listState, jobs);

  return (
    <SettingsSection className="space-y-4" id="jobs" title={t('settings.jobs.title')} description={t('settings.jobs.description')}>
      <div className="max-w-48">
        <SelectField
          label={t('settings.users.status')}
          value={filters.state ?? ''}
          onChange={(e) => set({ state: e.target.value || null })}
        >
          <option value="">{t('settings.jobs.all')}</option>
          {JOB_LIST_STATES.map((state) => (
            <option key={state} value={state}>
              {t(STATE_LABELS[state])}
            </option>
          ))}
        </SelectField>
      </div>
      <ListResults
        query={jobs}
        noun={t('settings.jobs.noun')}
        header={<ListCountHeading label={t('settings.jobs.count')} total={list?.total} />}
        empty={emptyListState(list, listState.isFiltered(), {
          filtered: { title: t('settings.jobs.filteredTitle'), description: t('settings.jobs.filteredDescription') },
          none: { icon: Inbox, title: t('settings.jobs.noneTitle'), description: t('settings.jobs.noneDescription') },
        })}
      >
        {({ items }) => <JobsTable jobs={items} />}
      </ListResults>
      {list && list.items.length > 0 && pageCount > 1 ? (
        <ListPagination
          label={t('settings.jobs.pages')}
          page={filters.page}
          pageCount={pageCount}
          onPageChange={listState.setPage}
          className=""
        />
      ) : null}
    </SettingsSection>
  );
}

function JobsTable({ jobs }: { jobs: readonly JobDto[] }) {
  return (
    <DataTable
      caption={t('settings.jobs.caption')}
      columns={[...JOB_COLUMNS.map((key): DataTableColumn => t(key)), HIDDEN_ACTIONS_COLUMN]}
      className="min-w-[56rem]"
    >
      {jobs.map((job) => (
        <tr key={job.id} className="border-b border-border align-top last:border-b-0">
          <td className="px-4 py-3 font-medium">{job.queueLabel}</td>
          <td className="px-4 py-3 break-all">{job.recipient ?? '—'}</td>
          <td className="px-4 py-3">
            <Badge tone={job.state === 'failed' ? 'danger' : 'info'}>{t(STATE_LABELS[job.state])}</Badge>
          </td>
          <td className="px-4 py-3 whitespace-nowrap">
            {t('settings.jobs.attempts', { attempts: String(job.attempts), max: String(job.maxAttempts) })}
          </td>
          <td className="max-w-64 px-4 py-3 break-words text-muted-foreground">{job.lastError ?? '—'}</td>
          <td className="px-4 py-3 whitespace-nowrap">
            {job.nextTryAt ? (
              <time dateTime={job.nextTryAt}>{formatDateTime(job.nextTryAt, { seconds: true })}</time>
            ) : job.state === 'failed' ? (
              t('settings.jobs.afterRetry')
            ) : (
              t('settings.jobs.now')
            )}
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
            <time dateTime={job.createdAt}>{formatDateTime(job.createdAt, { seconds: true })}</time>
          </td>
          <td className="px-4 py-3 text-right">{job.state === 'failed' ? <RetryButton job={job} /> : null}</td>
        </tr>
      ))}
    </DataTable>
  );
}

function RetryButton({ job }: { job: JobDto }) {
  const retry = useRetryJob();
  const retryJob = () =>
    withToasts(() => retry.mutateAsync(job.id), {
      success: t('settings.jobs.requeued'),
      description: job.recipient
        ? t('settings.jobs.willSendTo', { job: job.queueLabel, recipient: job.recipient })
        : t('settings.jobs.willSend', { job: job.queueLabel }),
      failure: t('settings.jobs.retryFailed'),
    }).catch(() => {});
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void retryJob()}
      disabled={retry.isPending}
      aria-label={
        job.recipient
          ? t('settings.jobs.retryNamedTo', { job: job.queueLabel, recipient: job.recipient })
          : t('settings.jobs.retryNamed', { job: job.queueLabel })
      }
    >
      {t('settings.jobs.retry')}
    </Button>
  );
}
