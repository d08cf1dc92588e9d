/**
 * The authorization table's rows for the timesheet (decision 0047): staff read and type their own week, client users
 * never reach it; managers answer weeks. The bodies point at nothing writable (a task nobody sees, a week far ahead,
 * a person who does not exist), so the rows check the gates; the flows are in tests/api/time/timesheet.test.ts.
 */
import type { Who } from './authorization-fixtures';
import { isStaff, onlyManagers, signedIn, type Row } from './authorization-rules';

const NOBODY = '00000000-0000-4000-8000-000000000000';
/** Track Time: staff get `ok`; client users are refused before anything is looked up. */
const staff = (ok: number) => (who: Who) => (!signedIn(who) ? 401 : isStaff(who) ? ok : 403);

export const TIMESHEET_ROWS: Row[] = [
  { route: 'GET /api/timesheet', expect: staff(200) },
  { route: 'PUT /api/timesheet/cell', expect: staff(400), body: { taskId: NOBODY, date: '2099-01-05', minutes: '1:30' } },
  { route: 'POST /api/timesheet/copy-last-week', expect: staff(200), body: { week: '2099-01-05' } },
  { route: 'POST /api/timesheet/submit', expect: staff(409), body: { week: '2099-01-05' } },
  { route: 'GET /api/timesheet/approvals', expect: onlyManagers(200) },
  { route: 'POST /api/timesheet/approve', expect: onlyManagers(404), body: { userId: NOBODY, week: '2099-01-05' } },
  { route: 'POST /api/timesheet/return', expect: onlyManagers(404), body: { userId: NOBODY, week: '2099-01-05', note: 'Fix Tuesday' } },
];
