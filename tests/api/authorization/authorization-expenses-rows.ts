/**
 * The authorization table's rows for expenses and their categories (docs/decisions/0116-expenses-api.md): staff log
 * and change their own (managers anyone's), client users log none but read what is billed to them; managers decide,
 * not on their own (the table's fixture is an open expense, so a decision allowed by role is a 409 on its state);
 * admins keep the categories. Scope details and hidden fields are in tests/api/expenses/.
 */
import type { Fixture, Target, Who } from './authorization-fixtures';
import { anyoneSignedIn, isClient, onlyAdmins, scoped, seesAll, signedIn, staffOnly, type Row } from './authorization-rules';

const NOBODY = '00000000-0000-4000-8000-000000000000';
let categories = 0;

/** Change an expense: staff their own (managers anyone's); another's is not found; client users never. */
const change = (ok: number) => (who: Who, target: Target) =>
  !signedIn(who) ? 401 : isClient(who) ? 403 : seesAll(who) || target === 'own' ? ok : 404;
/** Approve or return the table's open expense: managers only; a manager's own is refused, any other is not submitted. */
const decide = (who: Who, target: Target) =>
  !signedIn(who) ? 401 : !seesAll(who) ? 403 : who === 'manager' && target === 'own' ? 403 : 409;

export const EXPENSES_ROWS: Row[] = [
  { route: 'GET /api/expenses', expect: anyoneSignedIn(200) },
  { route: 'GET /api/expenses/:id', kind: 'expense', expect: scoped },
  {
    route: 'POST /api/expenses',
    expect: (who) => (!signedIn(who) ? 401 : isClient(who) ? 403 : 201),
    body: (f: Fixture) => ({ projectId: f.ownProject?.id, expenseDate: '2035-01-23', description: 'Table check', amount: 12 }),
  },
  { route: 'PATCH /api/expenses/:id', kind: 'expense', expect: change(200), body: { description: 'Checked' } },
  { route: 'DELETE /api/expenses/:id', kind: 'expense', expect: change(204) },
  { route: 'POST /api/expenses/:id/submit', kind: 'expense', expect: change(200) },
  { route: 'POST /api/expenses/:id/approve', kind: 'expense', expect: decide },
  { route: 'POST /api/expenses/:id/return', kind: 'expense', expect: decide, body: { note: 'Attach the receipt' } },
  { route: 'GET /api/expense-tax-rates', expect: staffOnly },
  { route: 'GET /api/expense-categories', expect: staffOnly },
  { route: 'POST /api/expense-categories', expect: onlyAdmins(201), body: () => ({ name: `Table category ${++categories}` }) },
  {
    route: 'PATCH /api/expense-categories/:id',
    url: `/api/expense-categories/${NOBODY}`,
    expect: onlyAdmins(404),
    body: { name: 'Renamed' },
  },
  { route: 'POST /api/expense-categories/:id/archive', url: `/api/expense-categories/${NOBODY}/archive`, expect: onlyAdmins(404) },
];
