/**
 * The authorization table's rows for time reports (decision 0050): managers and admins only; which figures each of
 * them gets is in tests/api/time/time-reports.test.ts.
 */
import { onlyManagers, type Row } from './authorization-rules';

export const TIME_REPORTS_ROWS: Row[] = [
  { route: 'GET /api/reports/time/projects', expect: onlyManagers(200) },
  { route: 'GET /api/reports/time/projects/export.csv', expect: onlyManagers(200) },
  { route: 'GET /api/reports/time/utilization', expect: onlyManagers(200) },
  { route: 'GET /api/reports/time/utilization/export.csv', expect: onlyManagers(200) },
];
