/**
 * The authorization table's rows for client requests (decision 0044): everyone reads those in their scope; client
 * users file them and change or withdraw their own (the table's request is the caller's own); managers answer them.
 * Scope details, rollbacks and a colleague's request are in tests/api/requests/client-requests.test.ts.
 */
import type { Fixture, Target, Who } from './authorization-fixtures';
import { anyoneSignedIn, inScope, isClient, onlyManagers, scoped, signedIn, type Row } from './authorization-rules';

/** File Client Requests: client users; staff are refused before any lookup. */
const clientsOnly = (ok: number) => (who: Who) => (!signedIn(who) ? 401 : isClient(who) ? ok : 403);
/** The author's own open request: another company's is not found. */
const author = (ok: number) => (who: Who, target: Target) => (!signedIn(who) ? 401 : !isClient(who) ? 403 : target === 'own' ? ok : 404);

export const REQUESTS_ROWS: Row[] = [
  { route: 'GET /api/requests', expect: anyoneSignedIn(200) },
  {
    route: 'POST /api/requests',
    expect: clientsOnly(201),
    body: (f: Fixture) => ({ projectId: f.ownProject?.id, title: 'Checked by the authorization table' }),
  },
  { route: 'GET /api/requests/:id', kind: 'request', expect: scoped },
  { route: 'PATCH /api/requests/:id', kind: 'request', expect: author(200), body: { title: 'Edited' } },
  { route: 'DELETE /api/requests/:id', kind: 'request', expect: author(204) },
  { route: 'POST /api/requests/:id/accept', kind: 'request', expect: onlyManagers(200), body: {} },
  { route: 'POST /api/requests/:id/decline', kind: 'request', expect: onlyManagers(200), body: { reason: 'Not in scope of the contract' } },
  // A request's thread (decision 0109): everyone who sees the request reads and writes in it; internal notes are in
  // tests/api/requests/request-threads.test.ts.
  { route: 'GET /api/requests/:id/messages', kind: 'request', expect: scoped },
  { route: 'POST /api/requests/:id/messages', kind: 'request', expect: inScope(201), body: { body: 'Checked by the authorization table' } },
];
