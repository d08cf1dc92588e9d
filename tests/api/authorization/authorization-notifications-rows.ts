/** The authorization table's rows for notifications: every signed-in user reads and sets only their own. */
import { anyoneSignedIn, type Row } from './authorization-rules';

export const NOTIFICATIONS_ROWS: Row[] = [
  { route: 'GET /api/notifications', expect: anyoneSignedIn(200) },
  // No ids: marks all of the caller's as read (their own only; tests/api/platform/notifications.test.ts checks that).
  { route: 'POST /api/notifications/read', expect: anyoneSignedIn(200), body: {} },
  { route: 'GET /api/notifications/preferences', expect: anyoneSignedIn(200) },
  // PUT is partial: an empty body changes nothing.
  { route: 'PUT /api/notifications/preferences', expect: anyoneSignedIn(200), body: {} },
  // Public: the signed token is the credential; one this portal did not sign is not found, for anyone.
  { route: 'GET /api/unsubscribe/:token', expect: () => 404 },
  { route: 'POST /api/unsubscribe/:token', expect: () => 404 },
];
