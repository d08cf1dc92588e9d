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

const JOBS_PAGE_SIZE = 25;
const STATE_LABELS = { pending: 'Pending', failed: 'Failed' } as const;
const JOB_COLUMNS: readonly DataTableColumn[] = [
  'Job',
  'Recipient',
  'Status',
  'Attempts',
  'Last error',
  'Next try',
  'Created',
  HIDDEN_ACTIONS_COLUMN,
];

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
    <SettingsSection
      className="space-y-4"
      id="jobs"
      title="Background jobs"
      description="E-mails the portal has still to send, and those that failed after every attempt. Failed ones can be retried."
    >
      <div className="max-w-48">
        <SelectField label="Status" value={filters.state ?? ''} onChange={(e) => set({ state: e.target.value || null })}>
          <option value="">All</option>
          {JOB_LIST_STATES.map((state) => (
            <option key={state} value={state}>
              {STATE_LABELS[state]}
            </option>
          ))}
        </SelectField>
      </div>
      <ListResults
        query={jobs}
        noun="the background jobs"
        header={<ListCountHeading label="Jobs" total={list?.total} />}
        empty={emptyListState(list, listState.isFiltered(), {
          filtered: { title: 'No jobs in this state', description: 'Choose All to see every pending and failed job.' },
          none: { icon: Inbox, title: 'Nothing waiting', description: 'Every e-mail has been sent. Pending and failed ones appear here.' },
        })}
      >
        {({ items }) => <JobsTable jobs={items} />}
      </ListResults>
      {list && list.items.length > 0 && pageCount > 1 ? (
        <ListPagination
          label="Background job pages"
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
    <DataTable caption="Pending and failed background jobs, newest first" columns={JOB_COLUMNS} className="min-w-[56rem]">
      {jobs.map((job) => (
        <tr key={job.id} className="border-b border-border align-top last:border-b-0">
          <td className="px-4 py-3 font-medium">{job.queueLabel}</td>
          <td className="px-4 py-3 break-all">{job.recipient ?? '—'}</td>
          <td className="px-4 py-3">
            <Badge tone={job.state === 'failed' ? 'danger' : 'info'}>{STATE_LABELS[job.state]}</Badge>
          </td>
          <td className="px-4 py-3 whitespace-nowrap">{`${job.attempts} of ${job.maxAttempts}`}</td>
          <td className="max-w-64 px-4 py-3 break-words text-muted-foreground">{job.lastError ?? '—'}</td>
          <td className="px-4 py-3 whitespace-nowrap">
            {job.nextTryAt ? (
              <time dateTime={job.nextTryAt}>{formatDateTime(job.nextTryAt, { seconds: true })}</time>
            ) : job.state === 'failed' ? (
              'After Retry'
            ) : (
              'Now'
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
      success: 'Job queued again',
      description: `${job.queueLabel}${job.recipient ? ` to ${job.recipient}` : ''} will be sent shortly.`,
      failure: 'Failed to retry job',
    }).catch(() => {});
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void retryJob()}
      disabled={retry.isPending}
      aria-label={`Retry ${job.queueLabel}${job.recipient ? ` to ${job.recipient}` : ''}`}
    >
      Retry
    </Button>
  );
}
