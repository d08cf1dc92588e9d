/** The Hono app: middleware, the one error formatter, route mounting, and the built front end for every other path. */
import { registerReplyThreads } from './reply-threads';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { homePathFor } from '../shared/roles';
import { csrfProtection } from './auth/csrf';
import { loadCurrentUser, requireSession } from './auth/guards';
import { authRoutes } from './auth/routes';
import { signedInHint } from './auth/signed-in-hint';
import type { AppDeps, AppEnv } from './context';
import type { DbOrTx } from './db/transaction';
import type { AttachmentRenderer } from './jobs/mail-jobs';
import { isDatabaseUnavailable } from './db/pg-errors';
import { AppError, fieldTexts, RateLimited } from './errors';
import { translator } from './i18n';
import { requestLanguage } from './reader-language';
import { healthRoutes } from './features/health/routes';
import { clientRoutes } from './features/clients/routes';
import { emitClientCreated } from './features/clients/client-events';
import { clientDashboardRoutes } from './features/client-dashboard/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { leadRoutes } from './features/leads/routes';
import { accountRoutes } from './features/account/routes';
import { apiKeyRoutes } from './features/api-keys/routes';
import { auditLogRoutes } from './features/audit-log/routes';
import { jobRoutes } from './features/jobs/routes';
import { webhookRoutes } from './features/webhooks/routes';
import { meRoutes } from './features/me/routes';
import { milestoneRoutes } from './features/milestones/routes';
import { latestApprovals } from './features/milestones/approval-reads';
import { optionRoutes } from './features/options/routes';
import { avatarRoutes, profileRoutes } from './features/profile/routes';
import { projectRoutes } from './features/projects/routes';
import { taskRoutes } from './features/tasks/routes';
import { insertTask } from './features/tasks/write';
import { emitTaskEvent } from './features/tasks/task-events';
import { requestRoutes } from './features/requests/routes';
import { timesheetRoutes } from './features/timesheet/routes';
import { checkBudgets } from './budget-alerts';
import { taskFactsFor } from './features/time/write-checks';
import { fileRoutes, streamsItsBody } from './features/files/routes';
import { csvImportRoutes, isImportRoute } from './features/csv-import/routes';
import { searchRoutes } from './features/search/routes';
import { notificationRoutes } from './features/notifications/routes';
import { eventRoutes } from './features/events/routes';
import { userRoutes } from './features/users/routes';
import { commentRoutes } from './features/comments/routes';
import { messageRoutes } from './features/messages/routes';
import { communicationRoutes } from './features/communications/routes';
import { revenueRoutes } from './features/revenue/routes';
import { recurringRoutes } from './features/recurring/routes';
import { recurringExpenseRoutes } from './features/recurring-expenses/routes';
import { billingRoutes } from './features/billing/routes';
import { statementRoutes } from './features/statements/routes';
import { invoiceWorkspaceRoutes } from './features/invoices/routes';
import { createInvoiceOfLines } from './features/billing/invoices';
import { renderBillingAttachment } from './features/billing/mail-documents';
import { quoteAcceptanceRoutes } from './features/quote-acceptance/routes';
import { verifyQuoteLinkToken } from './features/quotes/quote-link';
import { emitQuoteAccepted } from './features/quotes/quote-events';
import { quoteRoutes } from './features/quotes/routes';
import { allocateDocumentNumber } from './features/billing/document-number';
import { convertLead } from './features/leads/service';
import { userInvitationMail } from './features/users/invitation-mail';
import { paymentRoutes } from './features/billing/payments/routes';
import { reminderRoutes } from './features/billing/reminders/routes';
import { billingSetupRoutes } from './features/billing-setup/routes';
import { budgetRoutes } from './features/budgets/routes';
import { profitReportRoutes } from './features/profit-report/routes';
import { taxReportRoutes } from './features/tax-report/routes';
import { accountingRoutes } from './features/accounting/routes';
import { timeReportRoutes } from './features/time-reports/routes';
import { timeEntryRoutes } from './features/time/routes';
import { expenseRoutes } from './features/expenses/routes';
import { referenceRoutes } from './openapi/reference';
import { REPLY_CHECKS_ON, replyChecks } from './openapi/reply-check';
import { createMetrics } from './metrics/metrics';
import { metricsRoutes } from './metrics/routes';
import { requestLog } from './request-log';
import { requestContext } from './request-context';
import { secureHeadersOnce } from './secure-headers';
import { languageFromAcceptLanguage, type Language } from '@shared/i18n/languages';
import { landingWithPortalLink, SITE_LANGUAGE_COOKIE } from './landing-portal-link';
import { loadWebAssets, type WebAssets } from './web-assets';

export const MAX_BODY_BYTES = 1024 * 1024;

/** The documents e-mails carry, rendered when their job runs (src/server/jobs/mail-jobs.ts): billing's, for now. */
export function mailAttachments(deps: Pick<AppDeps, 'database' | 'env'>): AttachmentRenderer {
  return (ref) => renderBillingAttachment(deps, ref);
}

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // The threads a reply by e-mail lands in, each through its feature's service (decision 0112).
  registerReplyThreads(deps);
  const web = deps.webRoot ? loadWebAssets(deps.webRoot) : null;

  // Off unless METRICS_TOKEN is set: then every request is counted and timed, this middleware's the first to run.
  const metrics = deps.env.METRICS_TOKEN ? createMetrics(deps) : null;
  if (metrics) app.use('*', metrics.middleware);
  app.use('*', requestLog(deps.log));
  app.use(
    '*',
    secureHeadersOnce({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // No inline script runs but the theme-init one the build inlines, allowed by its hash.
        scriptSrc: ["'self'", ...(web?.inlineScriptSources ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      strictTransportSecurity: deps.env.APP_URL.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : false,
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginEmbedderPolicy: false,
      // A route that sets a stricter header keeps it: served avatars carry their own sandboxing CSP.
      overwrite: false,
    }),
  );

  // HTML, scripts and JSON shrink several times over; the landing page's speed depends on it. A caller that accepts no
  // compression (a script, a load test) is answered as is, without the Vary header that would make the answer again.
  const compressed = compress();
  const compressIfAccepted: MiddlewareHandler<AppEnv> = (c, next) => (c.req.header('accept-encoding') ? compressed(c, next) : next());
  app.use('*', compressIfAccepted);
  // A cookie scripts can read, so a page knows "signed in" without a failing GET /api/me (signed-in-hint.ts).
  app.use('*', signedInHint(deps));

  app.route('/', healthRoutes(deps));
  app.route('/', metricsRoutes(deps.env.METRICS_TOKEN, metrics));

  const api = new Hono<AppEnv>();
  // Outside production, every JSON answer is held to its route's description as it leaves (reply-check.ts).
  if (REPLY_CHECKS_ON) api.use('*', replyChecks(deps.log));
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      c.json({ error: { code: 'payload_too_large', message: translator(requestLanguage(c))('errors.payloadTooLarge') } }, 413),
  });
  // A shared file's upload streams to storage and stops at its own 25 MB limit; a CSV import reads up to 20 MB. A GET or
  // HEAD has no body to limit (asking for it would build the whole web Request of every read for nothing).
  const bodiless = (method: string) => method === 'GET' || method === 'HEAD';
  const limitIfBody: MiddlewareHandler<AppEnv> = (c, next) =>
    bodiless(c.req.method) || streamsItsBody(c) || isImportRoute(c.req.path) ? next() : limitBody(c, next);
  api.use('*', limitIfBody);
  // Answers about a signed-in person are theirs alone: no shared cache, and no back button after signing out, keeps
  // them. A route that says otherwise (a profile picture's immutable URL) keeps its own header.
  api.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  // Every audit entry written while answering knows the caller's address.
  api.use('*', requestContext(deps.env.TRUST_PROXY));
  api.use('*', csrfProtection(deps.env));
  api.use('*', requireSession(deps));
  api.route('/', authRoutes(deps));
  api.route('/', meRoutes(deps));
  api.route('/', accountRoutes(deps));
  api.route('/', apiKeyRoutes(deps));
  api.route('/', clientRoutes(deps));
  api.route('/', projectRoutes(deps));
  api.route('/', budgetRoutes(deps));
  api.route('/', milestoneRoutes(deps));
  api.route('/', optionRoutes(deps));
  api.route('/', dashboardRoutes(deps));
  api.route('/', clientDashboardRoutes(deps));
  api.route('/', taskRoutes(deps));
  // Imported clients and tasks send the same webhook events as those made one by one (decision 0061).
  api.route(
    '/',
    csvImportRoutes(deps, {
      clientCreated: (tx, id) => emitClientCreated(deps, tx, id),
      taskCreated: (tx, id) => emitTaskEvent(deps, tx, 'task.created', id),
    }),
  );
  // Accepting a client request creates a task through the tasks feature's own write.
  api.route(
    '/',
    requestRoutes(deps, (tx, user, input, notify) => insertTask(deps, tx, user, input, notify)),
  );
  // The timesheet writes entries with the time feature's rates and budget check.
  api.route('/', timesheetRoutes(deps, { taskFacts: taskFactsFor, checkBudgets }));
  api.route('/', commentRoutes(deps));
  api.route('/', messageRoutes(deps));
  api.route('/', fileRoutes(deps));
  api.route('/', communicationRoutes(deps));
  api.route('/', revenueRoutes(deps));
  // Before billing's '/invoices/{id}': the workspace's '/invoices/ageing' and '/invoices/export.csv' are no ids.
  api.route('/', invoiceWorkspaceRoutes(deps, mailAttachments(deps)));
  api.route('/', billingRoutes(deps));
  api.route('/', statementRoutes(deps));
  // Quotes: the number is billing's counter, a lead's conversion the leads feature's, the invitation the users feature's.
  // A lead's conversion makes a client: its webhook event is the clients feature's (decision 0061).
  const clientCreated = (tx: DbOrTx, id: string) => emitClientCreated(deps, tx, id);
  api.route(
    '/',
    quoteRoutes(deps, {
      allocateDocumentNumber,
      convertLead: (tx, user, id, currency) => convertLead(tx, user, id, clientCreated, currency),
      invitationMail: userInvitationMail,
    }),
  );
  // A client's answer to a quote: the deposit invoice is billing's to make, the e-mailed link's token the quotes feature's,
  // a milestone's approval the milestones feature's (its invoice on approval, decision 0099).
  // Its webhook events carry the quote and the tasks as their own features read them (decision 0061).
  api.route(
    '/',
    quoteAcceptanceRoutes(deps, {
      createInvoiceOfLines,
      verifyLinkToken: (token) => verifyQuoteLinkToken(deps.env.AUTH_SECRET, token),
      quoteAccepted: (tx, id) => emitQuoteAccepted(deps, tx, id),
      taskCreated: (tx, id) => emitTaskEvent(deps, tx, 'task.created', id),
      milestoneApprovalState: async (db, id) => (await latestApprovals(db, [id])).get(id)?.state ?? null,
    }),
  );
  api.route('/', paymentRoutes(deps));
  api.route('/', reminderRoutes(deps));
  api.route('/', billingSetupRoutes(deps));
  api.route('/', recurringRoutes(deps));
  api.route('/', recurringExpenseRoutes(deps));
  api.route('/', timeReportRoutes(deps));
  api.route('/', taxReportRoutes(deps));
  api.route('/', accountingRoutes(deps));
  api.route('/', profitReportRoutes(deps));
  api.route('/', timeEntryRoutes(deps));
  api.route('/', expenseRoutes(deps));
  api.route('/', leadRoutes(deps, clientCreated));
  api.route('/', userRoutes(deps));
  api.route('/', profileRoutes(deps));
  api.route('/', avatarRoutes(deps));
  api.route('/', auditLogRoutes(deps));
  api.route('/', jobRoutes(deps));
  api.route('/', webhookRoutes(deps));
  api.route('/', searchRoutes(deps));
  api.route('/', notificationRoutes(deps));
  api.route('/', eventRoutes(deps));
  referenceRoutes(api, deps.env);
  api.all('*', (c) => c.json({ error: { code: 'not_found', message: translator(requestLanguage(c))('errors.noSuchRoute') } }, 404));
  app.route('/api', api);

  if (web) mountWeb(app, deps, web);

  app.onError((err, c) => {
    // Every message in the reader's language (errors.ts: a key is translated, any other text is shown as given).
    const t = translator(requestLanguage(c));
    if (err instanceof AppError) {
      if (err instanceof RateLimited) c.header('Retry-After', String(err.retryAfterSeconds));
      const fields = err.fields && fieldTexts(err.fields, t);
      return c.json({ error: { code: err.code, message: err.text(t), ...(fields && { fields }) } }, err.status);
    }
    if (err instanceof HTTPException) {
      return c.json({ error: { code: 'http_error', message: err.message || t('errors.requestFailed') } }, err.status);
    }
    // The request id in a 5xx body lets a user's report be matched to the log line with the details.
    const requestId = c.get('requestId');
    const where = { requestId, method: c.req.method, path: c.req.path };
    if (isDatabaseUnavailable(err)) {
      deps.log.error('Database unavailable', err, where);
      return c.json({ error: { code: 'database_unavailable', message: t('errors.databaseUnavailable'), requestId } }, 503);
    }
    deps.log.error('Unhandled error', err, where);
    // Never a stack trace or SQL in a response.
    return c.json({ error: { code: 'internal_error', message: t('errors.internal'), requestId } }, 500);
  });

  return app;
}

function mountWeb(app: Hono<AppEnv>, deps: AppDeps, web: WebAssets) {
  const root = path.relative(process.cwd(), web.root) || '.';

  // The public site is prerendered HTML for everyone, in each language at its own address (/, /es/, /de/); a signed-in
  // visitor sees it too, with a link to the portal (landing-portal-link.ts). /login, not /, sends a signed-in user to
  // their home.
  const landing = async (c: Context<AppEnv>, language: Language) => {
    const html = language === 'en' ? web.landingHtml : web.landingHtmlIn[language];
    const current = await loadCurrentUser(deps, c.req.raw.headers);
    if (current && html) {
      c.header('Cache-Control', 'private, no-store');
      return c.html(landingWithPortalLink(html, homePathFor(current.user.role), language));
    }
    if (current) return c.redirect(homePathFor(current.user.role), 302);
    c.header('Cache-Control', 'no-cache');
    return c.html(html ?? web.indexHtml);
  };
  app.get('/', async (c) => {
    // A first visit from a Spanish or German browser goes to its language's page; a visitor who chose a language in
    // the page's switcher (the site_language cookie) stays where they chose.
    c.header('Vary', 'Accept-Language, Cookie');
    const wanted = languageFromAcceptLanguage(c.req.header('accept-language'));
    if (wanted !== 'en' && !getCookie(c, SITE_LANGUAGE_COOKIE) && web.landingHtmlIn[wanted]) {
      return c.redirect(`/${wanted}/`, 302);
    }
    return landing(c, 'en');
  });
  for (const language of ['es', 'de'] as const) {
    app.get(`/${language}`, (c) => c.redirect(`/${language}/`, 301));
    app.get(`/${language}/`, (c) => landing(c, language));
  }
  app.use('/assets/*', async (c, next) => {
    await next();
    // Hashed file names: safe to cache for a year.
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root }));
  // Every other path is a screen of the single-page app.
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(web.indexHtml);
  });
}
