import { Hono } from 'hono';
import { PROJECT_TYPE_LABELS } from '../../../shared/enums';
import { ContactSubmissionInput, LeadListQuery, UpdateLeadInput } from '../../../shared/schemas/leads';
import { requireCapability } from '../../auth/guards';
import { hitRateLimit } from '../../auth/rate-limit';
import type { AppDeps, AppEnv } from '../../context';
import { toCsv } from '../../csv';
import { clientIp, readBody, readQuery } from '../../http';
import { idParam } from '../../http-params';
import { convertLead, createLead, deleteLead, exportLeads, listLeads, updateLeadStatus } from './service';

export function leadRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const ip = (c: Parameters<typeof clientIp>[0]) => clientIp(c, deps.env.TRUST_PROXY);

  return (
    new Hono<AppEnv>()
      // Public: the website's contact form (listed in PUBLIC_API_ROUTES).
      .post('/', async (c) => {
        await hitRateLimit(db, `contact:ip:${ip(c)}`, deps.rateLimits.contactPerIp, 'messages from your network');
        const input = await readBody(c, ContactSubmissionInput);
        // A filled honeypot is a bot: answer as if all went well, keep nothing.
        if (!input.website) await createLead(deps, input, ip(c));
        return c.json({ ok: true }, 201);
      })
      .get('/', requireCapability('leads.view'), async (c) => c.json(await listLeads(db, readQuery(c, LeadListQuery))))
      .get('/export.csv', requireCapability('leads.view'), async (c) => {
        const { q, status } = readQuery(c, LeadListQuery);
        const rows = await exportLeads(db, { q, status });
        const csv = toCsv(
          ['First name', 'Last name', 'Email', 'Company', 'Project type', 'Status', 'Submitted', 'Description'],
          rows.map((r) => [r.firstName, r.lastName, r.email, r.company, PROJECT_TYPE_LABELS[r.projectType as keyof typeof PROJECT_TYPE_LABELS] ?? r.projectType, r.status, r.createdAt, r.description]),
        );
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', `attachment; filename="contact-leads-${new Date().toISOString().slice(0, 10)}.csv"`);
        return c.body(csv);
      })
      .patch('/:id', requireCapability('leads.manage'), async (c) => {
        const { status } = await readBody(c, UpdateLeadInput);
        return c.json(await updateLeadStatus(db, c.get('user'), idParam(c, 'Submission'), status));
      })
      .delete('/:id', requireCapability('leads.manage'), async (c) => {
        await deleteLead(db, c.get('user'), idParam(c, 'Submission'), ip(c));
        return c.body(null, 204);
      })
      .post('/:id/convert', requireCapability('leads.manage'), async (c) =>
        c.json(await convertLead(db, c.get('user'), idParam(c, 'Submission')), 201),
      )
  );
}
