/**
 * The authorization table's rows for time reports (decision 0050): managers and admins only; which figures each of
 * them gets is in tests/api/time/time-reports.test.ts. The profit report (decision 0121) beside them: holders of
 * View Financial Data (admins) only.
 */
import { onlyAdmins, onlyManagers, type Row } from './authorization-rules';

export const TIME_REPORTS_ROWS: Row[] = [
  { route: 'GET /api/reports/time/projects', expect: onlyManagers(200) },
  { route: 'GET /api/reports/time/projects/export.csv', expect: onlyManagers(200) },
  { route: 'GET /api/reports/time/utilization', expect: onlyManagers(200) },
  { route: 'GET /api/reports/time/utilization/export.csv', expect: onlyManagers(200) },
  { route: 'GET /api/reports/profit', url: '/api/reports/profit?month=2026-01', expect: onlyAdmins(200) },
  { route: 'GET /api/reports/profit/export.csv', url: '/api/reports/profit/export.csv?month=2026-01', expect: onlyAdmins(200) },
];
