import { Hono } from 'hono';
import { leadsApi } from '@shared/api/leads';
import { PROJECT_TYPE_LABELS } from '@shared/enums';
import { hitRateLimit } from '../../auth/rate-limit';
import type { AppDeps, AppEnv } from '../../context';
import { csvDownload } from '../../csv';
import { clientIp } from '../../http';
import { idParam } from '../../http-params';
import { route } from '../../openapi/route';
import { convertLead, createLead, deleteLead, exportLeads, listLeads, updateLeadStatus, type ClientCreated } from './service';

const CSV_HEADER = ['First name', 'Last name', 'Email', 'Company', 'Project type', 'Status', 'Submitted', 'Description'];

/** `clientCreated`: the clients feature's event for the client a conversion makes (handed in by app.ts). */
export function leadRoutes(deps: AppDeps, clientCreated: ClientCreated) {
  const { db } = deps.database;
  const ip = (c: Parameters<typeof clientIp>[0]) => clientIp(c, deps.env.TRUST_PROXY);
  const app = new Hono<AppEnv>();

  // Public: the website's contact form (listed in PUBLIC_API_ROUTES). Counted before the body is read.
  route(
    app,
    leadsApi.submit,
    async (c, { body }) => {
      // A filled honeypot is a bot: answer as if all went well, keep nothing.
      if (!body.website) await createLead(deps, body, ip(c));
      return { ok: true as const };
    },
    async (c, next) => {
      await hitRateLimit(db, `contact:ip:${ip(c)}`, deps.rateLimits.contactPerIp, 'messages from your network');
      await next();
    },
  );
  route(app, leadsApi.list, (c, { query }) => listLeads(db, c.get('user'), query));
  route(app, leadsApi.exportCsv, async (c, { query: { q, status } }) => {
    const rows = await exportLeads(db, { q, status });
    return csvDownload(
      c,
      `contact-leads-${new Date().toISOString().slice(0, 10)}.csv`,
      CSV_HEADER,
      rows.map((r) => [
        r.firstName,
        r.lastName,
        r.email,
        r.company,
        PROJECT_TYPE_LABELS[r.projectType as keyof typeof PROJECT_TYPE_LABELS] ?? r.projectType,
        r.status,
        r.createdAt,
        r.description,
      ]),
    );
  });
  route(app, leadsApi.update, (c, { body }) => updateLeadStatus(db, c.get('user'), idParam(c, 'errors.notFound.submission'), body.status));
  route(app, leadsApi.remove, (c) => deleteLead(db, c.get('user'), idParam(c, 'errors.notFound.submission'), ip(c)));
  route(app, leadsApi.convert, (c) => convertLead(db, c.get('user'), idParam(c, 'errors.notFound.submission'), clientCreated));
  return app;
}
