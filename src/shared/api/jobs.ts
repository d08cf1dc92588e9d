/** Settings > Background jobs (docs/product.md): e-mails waiting or failed, and Retry for a failed one. */
import { JobDto, JobList, JobListQuery } from '../schemas/jobs';
import { endpoint } from './endpoint';

export const jobsApi = {
  list: endpoint({
    method: 'get',
    path: '/jobs',
    tag: 'Background jobs',
    summary: 'List pending and failed jobs',
    description: 'Newest first. Pending: waiting, being sent or waiting for a retry; failed: out of attempts, waiting for Retry.',
    access: 'jobs.manage',
    query: JobListQuery,
    reply: JobList,
  }),
  retry: endpoint({
    method: 'post',
    path: '/jobs/{id}/retry',
    tag: 'Background jobs',
    summary: 'Retry a failed job',
    description: 'Puts a failed job back in its queue to be sent at once; 409 when it is not failed (any more).',
    access: 'jobs.manage',
    reply: JobDto,
  }),
};
