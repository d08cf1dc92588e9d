/**
 * The API's description and its reference page are public, like any API reference (decision 0037); Background jobs
 * are the admins' (jobs.manage): a job nobody has answers 404 to them and 403 to everyone else.
 */
import { onlyAdmins, type Row } from './authorization-rules';

const anyone = () => 200;
const NO_SUCH_JOB = '00000000-0000-4000-8000-000000000000';

export const REFERENCE_ROWS: Row[] = [
  { route: 'GET /api/openapi.json', url: '/api/openapi.json', expect: anyone },
  { route: 'GET /api/docs', url: '/api/docs', expect: anyone },
  { route: 'GET /api/jobs', expect: onlyAdmins(200) },
  { route: 'POST /api/jobs/:id/retry', url: `/api/jobs/${NO_SUCH_JOB}/retry`, body: {}, expect: onlyAdmins(404) },
];
