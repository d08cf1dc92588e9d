/** The authorization table's row for the global search: anyone signed in; the service narrows what each role finds. */
import { anyoneSignedIn, type Row } from './authorization-rules';

export const SEARCH_ROWS: Row[] = [{ route: 'GET /api/search', url: '/api/search?q=an', expect: anyoneSignedIn(200) }];
