/** The authorization table's rows for the account routes, written by hand from the displayed matrix. */
import { anyoneSignedIn, onlyAdmins, type Row } from './authorization-rules';

/** No session has this id: everyone signed in gets 404. Revoking one's own and not another's is in account-sessions.test.ts. */
const UNKNOWN_SESSION = '7c0d6b0e-3f7a-4f55-9a43-2f1d5c8e9b61';

export const ACCOUNT_ROWS: Row[] = [
  // Every user manages their own signed-in devices.
  { route: 'GET /api/account/sessions', expect: anyoneSignedIn(200) },
  { route: 'DELETE /api/account/sessions/:id', url: `/api/account/sessions/${UNKNOWN_SESSION}`, expect: anyoneSignedIn(404) },
  { route: 'POST /api/account/sessions/revoke-others', expect: anyoneSignedIn(200) },
  // Everyone may read the workspace's two-factor rule (Account Settings explains it); only admins change it.
  { route: 'GET /api/account/security-policy', expect: anyoneSignedIn(200) },
  // Sets it off, as it is, so the rows after this one are not refused for lack of two-factor.
  { route: 'PUT /api/account/security-policy', expect: onlyAdmins(200), body: { requireStaffTwoFactor: false } },
];
