/** The authorization table's rows for the profile routes: every signed-in role manages its own profile, nobody else's. */
import { anyoneSignedIn, type Row } from './authorization-rules';

/** No user has this id: a signed-in caller is told there is no picture, an anonymous one to sign in. */
const NOBODY = '00000000-0000-4000-8000-000000000000';

export const PROFILE_ROWS: Row[] = [
  // PATCH is partial: an empty body changes nothing, so the demo accounts keep the names other tests look for.
  { route: 'PATCH /api/profile', expect: anyoneSignedIn(200), body: {} },
  // The table sends JSON; an upload is multipart with a 'file' (tests/api/profile.test.ts), so the route finds none.
  { route: 'PUT /api/profile/avatar', expect: anyoneSignedIn(400), body: { file: 'not a file' } },
  { route: 'DELETE /api/profile/avatar', expect: anyoneSignedIn(200) },
  { route: 'GET /api/avatars/:userId', url: `/api/avatars/${NOBODY}`, expect: anyoneSignedIn(404) },
];
