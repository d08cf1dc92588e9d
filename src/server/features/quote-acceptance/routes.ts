import { Hono } from 'hono';
import { quoteAcceptanceApi } from '@shared/api/quote-acceptance';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http-params';
import { translator } from '../../i18n';
import { requestLanguage } from '../../reader-language';
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
  const mayAnswer = authorized((c) => authorizeAnswer(deps, c.get('user'), idParam(c, 'errors.notFound.quote')));
  const mayConvert = authorized((c) => authorizeConversion(deps, c.get('user'), idParam(c, 'errors.notFound.quote')));
  route(app, quoteAcceptanceApi.clientQuote, async (c, { query }) => {
    const id = idParam(c, 'errors.notFound.quote');
    let link: LinkState = null;
    if (query.t) {
      const check = ports.verifyLinkToken(query.t);
      link = 'problem' in check ? check.problem : check.quoteId === id ? 'valid' : 'invalid';
    }
    // The policy's refusal is a catalog key (src/shared/policies): said in the reader's language.
    const quote = await getClientQuote(deps, c.get('user'), id, link);
    return { ...quote, signRefusal: quote.signRefusal && translator(requestLanguage(c))(quote.signRefusal) };
  });
  route(
    app,
    quoteAcceptanceApi.accept,
    (c, { body }) =>
      acceptQuote(deps, ports, c.get('user'), idParam(c, 'errors.notFound.quote'), body, {
        ipAddress: clientIp(c, deps.env.TRUST_PROXY),
        userAgent: c.req.header('user-agent') ?? null,
      }),
    mayAnswer,
  );
  route(
    app,
    quoteAcceptanceApi.decline,
    (c, { body }) => declineQuote(deps, c.get('user'), idParam(c, 'errors.notFound.quote'), body),
    mayAnswer,
  );
  route(app, quoteAcceptanceApi.convert, (c) => convertQuote(deps, ports, c.get('user'), idParam(c, 'errors.notFound.quote')), mayConvert);
  route(app, quoteAcceptanceApi.depositInvoice, (c) =>
    createDepositInvoice(deps, ports, c.get('user'), idParam(c, 'errors.notFound.quote')),
  );
  route(
    app,
    quoteAcceptanceApi.finalInvoice,
    (c) => createFinalInvoice(deps, ports, c.get('user'), idParam(c, 'errors.notFound.quote')),
    mayConvert,
  );
  // A milestone made of the quote's section, once approved (decision 0099): checks in the service, 404 before 403.
  route(app, quoteAcceptanceApi.milestoneInvoice, (c) =>
    invoiceMilestone(deps, ports, c.get('user'), idParam(c, 'errors.notFound.milestone')),
  );
  return app;
}
