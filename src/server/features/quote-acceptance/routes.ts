import { Hono } from 'hono';
import { quoteAcceptanceApi } from '@shared/api/quote-acceptance';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http-params';
import { clientIp } from '../../http';
import { authorized, route } from '../../openapi/route';
import { acceptQuote, authorizeAnswer, declineQuote } from './answer-quote';
import { getClientQuote, type LinkState } from './client-quote';
import { authorizeConversion, convertQuote, createDepositInvoice, createFinalInvoice } from './convert-quote';
import { invoiceMilestone } from './milestone-invoice';
import type { QuoteAcceptancePorts } from './ports';

/** The client reads, signs or declines a quote; an admin turns an accepted one into work (decision 0056). */
export function quoteAcceptanceRoutes(deps: AppDeps, ports: QuoteAcceptancePorts) {
  const app = new Hono<AppEnv>();
  const mayAnswer = authorized((c) => authorizeAnswer(deps, c.get('user'), idParam(c, 'Quote')));
  const mayConvert = authorized((c) => authorizeConversion(deps, c.get('user'), idParam(c, 'Quote')));
  route(app, quoteAcceptanceApi.clientQuote, (c, { query }) => {
    const id = idParam(c, 'Quote');
    let link: LinkState = null;
    if (query.t) {
      const check = ports.verifyLinkToken(query.t);
      link = 'problem' in check ? check.problem : check.quoteId === id ? 'valid' : 'invalid';
    }
    return getClientQuote(deps, c.get('user'), id, link);
  });
  route(
    app,
    quoteAcceptanceApi.accept,
    (c, { body }) =>
      acceptQuote(deps, ports, c.get('user'), idParam(c, 'Quote'), body, {
        ipAddress: clientIp(c, deps.env.TRUST_PROXY),
        userAgent: c.req.header('user-agent') ?? null,
      }),
    mayAnswer,
  );
  route(app, quoteAcceptanceApi.decline, (c, { body }) => declineQuote(deps, c.get('user'), idParam(c, 'Quote'), body), mayAnswer);
  route(app, quoteAcceptanceApi.convert, (c) => convertQuote(deps, ports, c.get('user'), idParam(c, 'Quote')), mayConvert);
  route(app, quoteAcceptanceApi.depositInvoice, (c) => createDepositInvoice(deps, ports, c.get('user'), idParam(c, 'Quote')));
  route(app, quoteAcceptanceApi.finalInvoice, (c) => createFinalInvoice(deps, ports, c.get('user'), idParam(c, 'Quote')), mayConvert);
  // A milestone made of the quote's section, once approved (decision 0099): checks in the service, 404 before 403.
  route(app, quoteAcceptanceApi.milestoneInvoice, (c) => invoiceMilestone(deps, ports, c.get('user'), idParam(c, 'Milestone')));
  return app;
}
