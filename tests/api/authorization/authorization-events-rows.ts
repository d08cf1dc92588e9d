/** The authorization table's row for the live-update stream: every signed-in user has one, filtered to their scope. */
import { anyoneSignedIn, type Row } from './authorization-rules';

export const EVENTS_ROWS: Row[] = [{ route: 'GET /api/events', expect: anyoneSignedIn(200) }];
