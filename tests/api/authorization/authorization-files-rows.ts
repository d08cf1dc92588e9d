/**
 * The authorization table's rows for shared files (decision 0039): whoever sees a record lists and uploads its files
 * (the table sends JSON, so an allowed upload finds no file: 400); outside the caller's scope the record is not found.
 * A file's own routes are tried with an id nobody has; who may download and remove which file is in
 * tests/api/files/files.test.ts.
 */
import { anyoneSignedIn, inScope, scoped, type Row } from './authorization-rules';

const NOBODY = '00000000-0000-4000-8000-000000000000';

export const FILES_ROWS: Row[] = [
  { route: 'GET /api/files', kind: 'task', url: '/api/files?entityType=task&entityId=:id', expect: scoped },
  {
    route: 'POST /api/files',
    kind: 'task',
    url: '/api/files?entityType=task&entityId=:id',
    expect: inScope(400),
    body: { file: 'not a file' },
  },
  { route: 'GET /api/projects/:id/files', kind: 'project', expect: scoped },
  { route: 'GET /api/files/:id/download', url: `/api/files/${NOBODY}/download`, expect: anyoneSignedIn(404) },
  { route: 'DELETE /api/files/:id', url: `/api/files/${NOBODY}`, expect: anyoneSignedIn(404) },
];
