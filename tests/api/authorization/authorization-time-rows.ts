/**
 * The authorization table's rows for time entries and the timer (decision 0046): staff track their own time (managers
 * everyone's), client users track none but read their company's settled hours. A task outside the caller's scope is
 * a 400 on taskId (the form never offered it); an entry outside it a 404. Scope details and hidden fields are in
 * tests/api/time/time-entries.test.ts and tests/api/time/time-timer.test.ts.
 */
import type { Fixture, Target, Who } from './authorization-fixtures';
import { anyoneSignedIn, isClient, seesAll, signedIn, staffOnly, type Row } from './authorization-rules';

/** Track Time on a task: staff on a task they see (managers every task); client users are refused before any lookup. */
const trackOn = (ok: number) => (who: Who, target: Target) =>
  !signedIn(who) ? 401 : isClient(who) ? 403 : seesAll(who) || target === 'own' ? ok : 400;
/** Change an entry: staff their own (managers anyone's); another's is not found. */
const changeEntry = (ok: number) => (who: Who, target: Target) =>
  !signedIn(who) ? 401 : isClient(who) ? 403 : seesAll(who) || target === 'own' ? ok : 404;
/** Stopping with no timer running: this row runs before the start row, so nobody's timer runs yet. */
const nothingToStop = (who: Who) => (!signedIn(who) ? 401 : isClient(who) ? 403 : 409);

// A day far from the demo's weeks, so no submitted or approved week holds it whatever day the tests run.
const WORK_DAY = '2035-01-23';

export const TIME_ROWS: Row[] = [
  { route: 'GET /api/time-entries', expect: anyoneSignedIn(200) },
  {
    route: 'POST /api/time-entries',
    kind: 'projectTask',
    expect: trackOn(201),
    body: (f: Fixture) => ({ taskId: f.id, workDate: WORK_DAY, minutes: 30 }),
  },
  { route: 'PATCH /api/time-entries/:id', kind: 'timeEntry', expect: changeEntry(200), body: { minutes: 45 } },
  { route: 'DELETE /api/time-entries/:id', kind: 'timeEntry', expect: changeEntry(204) },
  { route: 'GET /api/timer', expect: staffOnly },
  { route: 'POST /api/timer/stop', expect: nothingToStop, body: {} },
  {
    route: 'POST /api/timer/start',
    kind: 'projectTask',
    expect: trackOn(201),
    body: (f: Fixture) => ({ taskId: f.id, workDate: WORK_DAY }),
  },
];
