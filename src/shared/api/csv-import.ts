/** CSV import of clients and tasks: a preview that writes nothing, then the import itself (docs/decisions/0062-csv-import.md). */
import { ImportPreview, ImportRequest, ImportResult } from '../schemas/csv-import';
import { endpoint, fileOf } from './endpoint';

const tag = 'Import';

const BODY =
  "The body carries the file's text (`csv`: comma, semicolon or tab separated, quoted cells may hold line breaks; " +
  'a UTF-8 byte-order mark is dropped) and optionally the column `mapping` (field -> header); without it the mapping ' +
  "is guessed from the headers, and the exports' own headers map exactly. At most 20,000 rows and 20 MB.";
const ALL_OR_NOTHING =
  "Every row is checked again with the create route's rules; if any row has an error nothing is written and the " +
  'answer is 400 with `fields` keyed `rows.<row>.<field>`. Otherwise every row is written in one transaction. With ' +
  '`skipInvalid: true` the rows without errors are written (one transaction) and the others counted in `rejected`; ' +
  'a file with no row to import is still refused.';
const REJECTED =
  'Writes nothing: answers the rows with errors as CSV (UTF-8 with a byte-order mark), every column of the file as it ' +
  'was plus an `Errors` column naming each column and what is wrong with it, to correct and import again.';

export const csvImportApi = {
  previewClients: endpoint({
    method: 'post',
    path: '/imports/clients/preview',
    tag,
    summary: 'Preview a CSV import of clients',
    description: `${BODY} Writes nothing: answers every row with its errors (the messages of POST /api/clients). A row whose company name is an existing client's is marked \`skip\`; the same name twice in the file is an error.`,
    access: 'clients.manage',
    body: ImportRequest,
    reply: ImportPreview,
  }),
  importClients: endpoint({
    method: 'post',
    path: '/imports/clients',
    tag,
    summary: 'Import clients from CSV',
    description: `${BODY} ${ALL_OR_NOTHING} Rows naming an existing client are left out and counted in \`skipped\`.`,
    access: 'clients.manage',
    body: ImportRequest,
    reply: ImportResult,
    status: 201,
  }),
  rejectedClients: endpoint({
    method: 'post',
    path: '/imports/clients/rejected.csv',
    tag,
    summary: 'Download the rows of a client CSV that cannot be imported',
    description: `${BODY} ${REJECTED}`,
    access: 'clients.manage',
    body: ImportRequest,
    reply: fileOf('text/csv'),
  }),
  previewTasks: endpoint({
    method: 'post',
    path: '/imports/tasks/preview',
    tag,
    summary: 'Preview a CSV import of tasks',
    description:
      `${BODY} Writes nothing. The project, client and milestone are found by name among those the caller may add tasks ` +
      'to, the assignee by full name or e-mail; an unknown or ambiguous name is an error on its row, as are the messages of POST /api/tasks.',
    access: 'tasks.manage',
    body: ImportRequest,
    reply: ImportPreview,
  }),
  importTasks: endpoint({
    method: 'post',
    path: '/imports/tasks',
    tag,
    summary: 'Import tasks from CSV',
    description: `${BODY} ${ALL_OR_NOTHING} Assignees join their task's project team, as when a task is created one by one.`,
    access: 'tasks.manage',
    body: ImportRequest,
    reply: ImportResult,
    status: 201,
  }),
  rejectedTasks: endpoint({
    method: 'post',
    path: '/imports/tasks/rejected.csv',
    tag,
    summary: 'Download the rows of a task CSV that cannot be imported',
    description: `${BODY} ${REJECTED}`,
    access: 'tasks.manage',
    body: ImportRequest,
    reply: fileOf('text/csv'),
  }),
};
