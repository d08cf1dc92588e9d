/** Settings > Accounting (docs/decisions/0123-accounting-exports.md, 0124-account-mapping.md): the mapping and the exports. */
import { Hono } from 'hono';
import { accountingApi } from '@shared/api/accounting';
import type { AppDeps, AppEnv } from '@server/context';
import { csvDownload } from '@server/csv';
import { route } from '@server/openapi/route';
import { accountingExport } from './export';
import { getAccountMapping, updateAccountMapping } from './mapping';

export function accountingRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  route(app, accountingApi.mapping, () => getAccountMapping(db));
  route(app, accountingApi.updateMapping, (c, { body }) => updateAccountMapping(db, c.get('user'), body));
  route(app, accountingApi.exportCsv, async (c, { query }) => {
    const file = await accountingExport(db, c.get('user'), query);
    return csvDownload(c, file.filename, file.header, file.rows);
  });
  return app;
}
