/**
 * The authorization table's rows for rates and budgets (decision 0048): everyone who sees a project sees its
 * spent-vs-budget (money only for managers: tests/api/projects/budgets.test.ts); managers set a person's rate on a project;
 * only admins read and set cost rates, and a client user has none (404 for an admin).
 */
import type { Target, Who } from './authorization-fixtures';
import { ADMINS, manage, scoped, signedIn, type Row } from './authorization-rules';
import type { Role } from '@shared/roles';

/** Set Cost Rates: admins, refused to everyone else before any lookup; only staff have rates. */
const rates = (ok: number) => (who: Who, target: Target) =>
  !signedIn(who) ? 401 : !ADMINS.includes(who as Role) ? 403 : target === 'own' ? ok : 404;

export const BUDGETS_ROWS: Row[] = [
  { route: 'GET /api/projects/:id/budget', kind: 'project', expect: scoped },
  { route: 'PATCH /api/projects/:id/team/:assignmentId', kind: 'project', expect: manage(204), body: { hourlyRateMinor: 12000 } },
  { route: 'GET /api/users/:id/rates', kind: 'user', expect: rates(200) },
  { route: 'PUT /api/users/:id/rates', kind: 'user', expect: rates(200), body: { costRateMinor: 5000, weeklyCapacityMinutes: 2400 } },
];
