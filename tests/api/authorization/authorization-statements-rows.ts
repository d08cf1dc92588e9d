/**
 * The authorization table's rows for a client's statement (decision 0097): admins any client's; a client's primary
 * contact their own company's (404 for another's), the additional contact 403; other staff 403. Only admins e-mail it.
 * The figures are in tests/api/billing/statements.test.ts.
 */
import { ADMINS, signedIn, type Row } from './authorization-rules';
import type { Target, Who } from './authorization-fixtures';
import type { Role } from '@shared/roles';

const read = (who: Who, target: Target) =>
  !signedIn(who) ? 401 : ADMINS.includes(who as Role) ? 200 : who === 'client_primary' ? (target === 'own' ? 200 : 404) : 403;

export const STATEMENTS_ROWS: Row[] = [
  { route: 'GET /api/clients/:id/statement', kind: 'client', expect: read },
  { route: 'GET /api/clients/:id/statement.pdf', kind: 'client', expect: read },
  {
    route: 'POST /api/clients/:id/statement/email',
    kind: 'client',
    expect: (who) => (!signedIn(who) ? 401 : ADMINS.includes(who as Role) ? 202 : 403),
    body: {},
  },
];
