/**
 * The authorization table's rows for recurring invoices (decision 0057): schedules are admins' (recurring.manage),
 * refused to everyone else before any lookup. A schedule id that names nothing is 404 to an admin; the schedules'
 * own behaviour is in tests/api/billing/recurring.test.ts.
 */
import type { Fixture } from './authorization-fixtures';
import { onlyAdmins, type Row } from './authorization-rules';

const NONE = '00000000-0000-4000-8000-000000000000';

export const RECURRING_ROWS: Row[] = [
  { route: 'GET /api/recurring-schedules', expect: onlyAdmins(200) },
  {
    route: 'POST /api/recurring-schedules',
    expect: onlyAdmins(201),
    body: (f: Fixture) => ({
      clientId: f.ownClientId,
      title: 'Authorization check',
      frequency: 'monthly',
      dayOfMonth: 1,
      startDate: '2040-01-01',
      items: [{ description: 'Plan', quantity: 1, amount: 10 }],
    }),
  },
  { route: 'GET /api/recurring-schedules/:id', url: `/api/recurring-schedules/${NONE}`, expect: onlyAdmins(404) },
  {
    route: 'POST /api/recurring-schedules/:id/status',
    url: `/api/recurring-schedules/${NONE}/status`,
    expect: onlyAdmins(404),
    body: { action: 'pause' },
  },
];
