import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csvImportApi } from '@shared/api/csv-import';
import type { AppDeps, AppEnv } from '../../context';
import { csvDownload } from '../../csv';
import { route } from '../../openapi/route';
import { importClients, previewClientImport, rejectedClientRows } from './clients';
import type { ImportEvents } from './events';
import { importTasks, previewTaskImport, rejectedTaskRows } from './tasks';

/** 20,000 rows of a wide spreadsheet, as JSON: the only routes above the API's 1 MB (decision 0062). */
export const MAX_IMPORT_BODY_BYTES = 20 * 1024 * 1024;

/** The import routes read their own, larger body; app.ts leaves them out of the 1 MB limit. */
export const isImportRoute = (path: string) => /^\/api\/imports\/(clients|tasks)(\/preview|\/rejected\.csv)?$/.test(path);

const limit = bodyLimit({
  maxSize: MAX_IMPORT_BODY_BYTES,
  onError: (c) => c.json({ error: { code: 'payload_too_large', message: 'The file is larger than 20 MB: split it in two.' } }, 413),
});

/** CSV import of clients and tasks (docs/decisions/0062-csv-import.md). */
export function csvImportRoutes(deps: AppDeps, events?: ImportEvents) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  route(app, csvImportApi.previewClients, (c, { body }) => previewClientImport(db, c.get('user'), body), limit);
  route(app, csvImportApi.importClients, (c, { body }) => importClients(db, c.get('user'), body, events), limit);
  route(app, csvImportApi.previewTasks, (c, { body }) => previewTaskImport(db, c.get('user'), body), limit);
  route(app, csvImportApi.importTasks, (c, { body }) => importTasks(db, c.get('user'), body, events), limit);
  route(
    app,
    csvImportApi.rejectedClients,
    async (c, { body }) => rejectedFile(c, 'clients', await rejectedClientRows(db, c.get('user'), body)),
    limit,
  );
  route(
    app,
    csvImportApi.rejectedTasks,
    async (c, { body }) => rejectedFile(c, 'tasks', await rejectedTaskRows(db, c.get('user'), body)),
    limit,
  );
  return app;
}

const rejectedFile = (c: Parameters<typeof csvDownload>[0], kind: string, file: { header: string[]; rows: string[][] }) =>
  csvDownload(c, `${kind}-rejected-rows.csv`, file.header, file.rows);
