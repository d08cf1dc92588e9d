/** The authorization table's rows for the profile routes: every signed-in role manages its own profile, nobody else's. */
import type { Target, Who } from './authorization-fixtures';
import { anyoneSignedIn, isClient, signedIn, type Row } from './authorization-rules';

/** Staff see every picture; a client user their colleagues' and the staff's, never another company's contact's. */
const avatar = (who: Who, target: Target) => (!signedIn(who) ? 401 : isClient(who) && target === 'other' ? 404 : 200);

export const PROFILE_ROWS: Row[] = [
  // PATCH is partial: an empty body changes nothing, so the demo accounts keep the names other tests look for.
  { route: 'PATCH /api/profile', expect: anyoneSignedIn(200), body: {} },
  // The table sends JSON; an upload is multipart with a 'file' (tests/api/users/profile.test.ts), so the route finds none.
  { route: 'PUT /api/profile/avatar', expect: anyoneSignedIn(400), body: { file: 'not a file' } },
  { route: 'DELETE /api/profile/avatar', expect: anyoneSignedIn(200) },
  // A user with a picture (tests/api/users/profile.test.ts: one without, or no such user, is a 404 for everyone).
  { route: 'GET /api/avatars/:userId', kind: 'avatar', url: '/api/avatars/:id', expect: avatar },
];
