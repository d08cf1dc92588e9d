/** Settings > Background jobs: super admins and admins see pending and failed e-mails and retry a failed one. */
import { Hono } from 'hono';
import { jobsApi } from '@shared/api/jobs';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http-params';
import { route } from '../../openapi/route';
import { listJobs, retryJob } from './service';

export function jobRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  route(app, jobsApi.list, (_c, { query }) => listJobs(deps, query));
  route(app, jobsApi.retry, (c) => retryJob(deps, idParam(c, 'errors.notFound.job')));
  return app;
}
