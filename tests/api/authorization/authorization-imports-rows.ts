/**
 * The authorization table's rows for the CSV import (docs/decisions/0062-csv-import.md): clients by those who may
 * create clients, tasks by those who may create tasks (their project scope applies per row, tested in
 * tests/api/imports/csv-import.test.ts). The capability is checked before the file is read: a refused caller learns nothing
 * of what was wrong with it.
 */
import { onlyManagers, seesAll, signedIn, type Row } from './authorization-rules';
import type { Who } from './authorization-fixtures';

const mayCreateTasks = (who: Who) => seesAll(who) || who === 'developer' || who === 'designer';
const tasks = (ok: number) => (who: Who) => (!signedIn(who) ? 401 : mayCreateTasks(who) ? ok : 403);

const clientsCsv = 'Company,Contact person,Email\r\nAuthorization Import Co,Ada Byron,ada@example.com\r\n';
/** A project no one has: the preview answers it as a row error, the import refuses the file (400) - once allowed in. */
const tasksCsv = 'Title,Project\r\nAuthorization check,No Project Has This Name\r\n';

export const IMPORTS_ROWS: Row[] = [
  { route: 'POST /api/imports/clients/preview', expect: onlyManagers(200), body: { csv: clientsCsv } },
  // The second manager to run it finds the client there already: left out, still 201.
  { route: 'POST /api/imports/clients', expect: onlyManagers(201), body: { csv: clientsCsv } },
  { route: 'POST /api/imports/tasks/preview', expect: tasks(200), body: { csv: tasksCsv } },
  { route: 'POST /api/imports/tasks', expect: tasks(400), body: { csv: tasksCsv } },
  { route: 'POST /api/imports/clients/rejected.csv', expect: onlyManagers(200), body: { csv: clientsCsv } },
  { route: 'POST /api/imports/tasks/rejected.csv', expect: tasks(200), body: { csv: tasksCsv } },
];
