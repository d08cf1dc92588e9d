/**
 * The authorization table's rows for milestone approvals (decisions 0041, 0042): staff who manage projects ask; only
 * the client's primary contact answers, staff and additional contacts never. The table's milestone is fresh, with no
 * request waiting, so a primary contact who passes every check is told 409 (nothing to answer);
 * tests/api/projects/milestone-approvals.test.ts answers a real request.
 */
import type { Target, Who } from './authorization-fixtures';
import { anyoneSignedIn, inScope, manage, type Row } from './authorization-rules';

/** Answer a request: 404 outside the caller's scope, then 403 for everyone but client_primary. */
const answer = (who: Who, target: Target) => {
  const status = inScope(0)(who, target);
  if (status !== 0) return status;
  return who === 'client_primary' ? 409 : 403;
};

export const APPROVALS_ROWS: Row[] = [
  { route: 'POST /api/milestones/:id/approval-request', kind: 'milestone', expect: manage(200), body: { note: 'Please look' } },
  {
    route: 'POST /api/milestones/:id/approve',
    kind: 'milestone',
    expect: answer,
    body: { approvalId: '00000000-0000-4000-8000-000000000000', contentHash: '0'.repeat(64) },
  },
  { route: 'POST /api/milestones/:id/request-changes', kind: 'milestone', expect: answer, body: { note: 'Change the colour' } },
  { route: 'GET /api/milestones/:id/approvals', kind: 'milestone', expect: inScope(200) },
  { route: 'GET /api/milestone-approvals/pending', expect: anyoneSignedIn(200) },
];
