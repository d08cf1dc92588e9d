import { Hono } from 'hono';
import { quotesApi } from '@shared/api/quotes';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http-params';
import { route } from '../../openapi/route';
import { listQuotes } from './list-quotes';
import type { QuotePorts } from './ports';
import { getQuotePdf } from './quote-pdf';
import { getQuote } from './quote-rows';
import { createQuote, saveQuote } from './save-quote';
import { sendQuote } from './send-quote';

/** Quotes, the agency's side (decision 0055): list, create, save whole, send, print. */
export function quoteRoutes(deps: AppDeps, ports: QuotePorts) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  route(app, quotesApi.list, (c, { query }) => listQuotes(db, c.get('user'), query));
  route(app, quotesApi.create, (c, { body }) => createQuote(deps, ports, c.get('user'), body));
  route(app, quotesApi.get, (c) => getQuote(db, c.get('user'), idParam(c, 'errors.notFound.quote')));
  route(app, quotesApi.save, (c, { body }) => saveQuote(deps, c.get('user'), idParam(c, 'errors.notFound.quote'), body));
  route(app, quotesApi.send, (c) => sendQuote(deps, ports, c.get('user'), idParam(c, 'errors.notFound.quote')));
  route(app, quotesApi.pdf, async (c) => {
    const { filename, body } = await getQuotePdf(deps, c.get('user'), idParam(c, 'errors.notFound.quote'));
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `attachment; filename="${filename}"`);
    c.header('Cache-Control', 'private, no-store');
    return c.body(new Uint8Array(body));
  });
  return app;
}
