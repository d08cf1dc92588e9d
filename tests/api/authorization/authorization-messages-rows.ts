/**
 * The authorization table's rows for a project's conversation (decision 0043): everyone who sees the project reads and
 * writes in it; a message's author edits and deletes it (the table's message is the caller's own). Internal notes,
 * the admins' deletes and other people's messages are in tests/api/communications/project-messages.test.ts.
 */
import { inScope, scoped, type Row } from './authorization-rules';

export const MESSAGES_ROWS: Row[] = [
  { route: 'GET /api/projects/:id/messages', kind: 'project', expect: scoped },
  { route: 'POST /api/projects/:id/messages', kind: 'project', expect: inScope(201), body: { body: 'Checked by the authorization table' } },
  { route: 'PATCH /api/messages/:id', kind: 'message', expect: inScope(200), body: { body: 'Edited.' } },
  { route: 'DELETE /api/messages/:id', kind: 'message', expect: inScope(204) },
];
