import { Hono } from 'hono';
import { statementsApi } from '@shared/api/statements';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http-params';
import { route } from '../../openapi/route';
import { emailStatement, getStatementPdf, readStatement } from './service';

/** A client's statement (decision 0097). The service answers who may per client; the e-mail route asks financials.view. */
export function statementRoutes(deps: AppDeps) {
  const clientId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'errors.notFound.client');
  const app = new Hono<AppEnv>();
  route(app, statementsApi.read, (c, { query }) => readStatement(deps, c.get('user'), clientId(c), query));
  route(app, statementsApi.pdf, async (c, { query }) => {
    const { filename, body } = await getStatementPdf(deps, c.get('user'), clientId(c), query);
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `attachment; filename="${filename}"`);
    c.header('Cache-Control', 'private, no-store');
    return c.body(new Uint8Array(body));
  });
  route(app, statementsApi.email, (c, { body }) => emailStatement(deps, c.get('user'), clientId(c), body));
  return app;
}
