/**
 * The authorization table's rows for recurring expenses (decision 0118): managers' (expenses.approve), refused to
 * everyone else before any lookup. An id that names nothing is 404 to a manager; the cost hidden from a manager whose
 * expense it is not, and the sweep, are in tests/api/billing/recurring-expenses.test.ts.
 */
import type { Fixture } from './authorization-fixtures';
import { onlyManagers, type Row } from './authorization-rules';

const NONE = '00000000-0000-4000-8000-000000000000';

export const RECURRING_EXPENSES_ROWS: Row[] = [
  { route: 'GET /api/recurring-expenses', expect: onlyManagers(200) },
  { route: 'GET /api/recurring-expenses/choices', expect: onlyManagers(200) },
  {
    route: 'POST /api/recurring-expenses',
    kind: 'project',
    expect: onlyManagers(201),
    body: (f: Fixture) => ({
      projectId: f.id,
      description: 'Authorization check',
      amount: 10,
      frequency: 'monthly',
      startDate: '2040-01-01',
    }),
  },
  { route: 'PATCH /api/recurring-expenses/:id', url: `/api/recurring-expenses/${NONE}`, expect: onlyManagers(404), body: { amount: 12 } },
  ...(['pause', 'resume', 'end'] as const).map((action) => ({
    route: `POST /api/recurring-expenses/:id/${action}`,
    url: `/api/recurring-expenses/${NONE}/${action}`,
    expect: onlyManagers(404),
  })),
];
