/** The authorization table's rows for the API key routes: every user manages their own keys (docs/decisions/0059-api-keys.md). */
import { credentialMode } from './authorization-credential';
import { anyoneSignedIn, signedIn, type Row } from './authorization-rules';

/** No key has this id: everyone signed in gets 404. Revoking one's own and not another's is in api-keys.test.ts. */
const UNKNOWN_KEY = '5b7e2a9c-1d4f-4e8a-b3c6-7f0e9d2a4b18';

export const API_KEYS_ROWS: Row[] = [
  { route: 'GET /api/account/api-keys', expect: anyoneSignedIn(200) },
  // Only a browser session makes a key: a key that could make keys would outlive its own revocation.
  {
    route: 'POST /api/account/api-keys',
    expect: (who) => (!signedIn(who) ? 401 : credentialMode() === 'key' ? 403 : 201),
    body: { name: 'Authorization check' },
  },
  { route: 'DELETE /api/account/api-keys/:id', url: `/api/account/api-keys/${UNKNOWN_KEY}`, expect: anyoneSignedIn(404) },
];
