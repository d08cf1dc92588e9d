/**
 * The authorization table's rows: every API route with who may call it, on a record in the caller's scope and one
 * outside it. The expectations are written by hand from the table of docs/product.md, Roles and permissions. The runner
 * is authorization-table.ts.
 */
import { uniqueEmail, type Fixture } from './authorization-fixtures';
import { API_KEYS_ROWS } from './authorization-api-keys-rows';
import {
  billing,
  deleteClients,
  inScope,
  isClient,
  isStaff,
  leads,
  manage,
  manageCommunications,
  onlyAdmins,
  onlyManagers,
  anyoneSignedIn,
  scoped,
  seesAll,
  signedIn,
  staffInScope,
  staffOnly,
  type Row,
} from './authorization-rules';
import { APPROVALS_ROWS } from './authorization-approvals-rows';
import { EVENTS_ROWS } from './authorization-events-rows';
import { MESSAGES_ROWS } from './authorization-messages-rows';
import { NOTIFICATIONS_ROWS } from './authorization-notifications-rows';
import { FILES_ROWS } from './authorization-files-rows';
import { REQUESTS_ROWS } from './authorization-requests-rows';
import { BUDGETS_ROWS } from './authorization-budgets-rows';
import { TIME_ROWS } from './authorization-time-rows';
import { EXPENSES_ROWS } from './authorization-expenses-rows';
import { TIME_REPORTS_ROWS } from './authorization-time-reports-rows';
import { TIMESHEET_ROWS } from './authorization-timesheet-rows';
import { REFERENCE_ROWS } from './authorization-reference-rows';
import { WEBHOOKS_ROWS } from './authorization-webhooks-rows';
import { SEARCH_ROWS } from './authorization-search-rows';
import { SETTINGS_ROWS } from './authorization-settings-rows';
import { TIME_INVOICE_ROWS } from './authorization-time-invoice-rows';
import { PAYMENTS_ROWS } from './authorization-payments-rows';
import { STATEMENTS_ROWS } from './authorization-statements-rows';
import { INVOICES_ROWS } from './authorization-invoices-rows';
import { REMINDERS_ROWS } from './authorization-reminders-rows';
import { BILLING_SETUP_ROWS } from './authorization-billing-setup-rows';
import { ACCOUNTING_ROWS } from './authorization-accounting-rows';
import { RECURRING_ROWS } from './authorization-recurring-rows';
import { RECURRING_EXPENSES_ROWS } from './authorization-recurring-expenses-rows';
import { QUOTES_ROWS } from './authorization-quotes-rows';
import { QUOTE_ACCEPTANCE_ROWS } from './authorization-quote-acceptance-rows';
import { IMPORTS_ROWS } from './authorization-imports-rows';
import { COLLEAGUES_ROWS } from './authorization-colleagues-rows';

const ENQUIRY = {
  firstName: 'Ada',
  lastName: 'Byron',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  projectType: 'consultation',
  description: 'We would like to talk about a new engine.',
};

export const TABLE: Row[] = [
  { route: 'GET /api/me', expect: anyoneSignedIn(200) },
  // The overview dashboard is for staff; client users have their own.
  { route: 'GET /api/dashboard', expect: staffOnly },
  // Client users have their own dashboard, of their own company only (the route takes no id).
  { route: 'GET /api/client-dashboard', expect: (who) => (!signedIn(who) ? 401 : isClient(who) ? 200 : 403) },
  { route: 'GET /api/client-dashboard/since-last-visit', expect: (who) => (!signedIn(who) ? 401 : isClient(who) ? 200 : 403) },
  // View Projects / View Clients / View Tasks: managers all; developer, designer, support assigned only; clients own only.
  { route: 'GET /api/projects', expect: anyoneSignedIn(200) },
  { route: 'GET /api/projects/:id', kind: 'project', expect: scoped },
  { route: 'GET /api/clients', expect: anyoneSignedIn(200) },
  { route: 'GET /api/clients/:id', kind: 'client', expect: scoped },
  { route: 'GET /api/clients/export.csv', expect: anyoneSignedIn(200) },
  // Create/Edit Clients: super_admin, admin, manager; Delete Clients: super_admin, admin.
  {
    route: 'POST /api/clients',
    expect: onlyManagers(201),
    body: { name: 'Authorization check', contactPerson: 'Ada Byron', email: 'ada@example.com' },
  },
  { route: 'PATCH /api/clients/:id', kind: 'client', expect: manage(200), body: { notes: 'Checked by the authorization table' } },
  { route: 'DELETE /api/clients/:id', kind: 'client', expect: deleteClients },
  { route: 'GET /api/clients/:id/activity', kind: 'client', expect: staffInScope },
  // Manage Client Users: super_admin, admin, manager.
  { route: 'GET /api/clients/:id/users', kind: 'client', expect: manage(200) },
  {
    route: 'POST /api/clients/:id/users',
    kind: 'client',
    expect: manage(201),
    body: () => ({ firstName: 'Table', lastName: 'Contact', email: uniqueEmail(), password: 'correct-horse-battery' }),
  },
  { route: 'PATCH /api/clients/:id/users/:userId', kind: 'client', expect: manage(200), body: { firstName: 'Renamed' } },
  { route: 'DELETE /api/clients/:id/users/:userId', kind: 'client', expect: manage(204) },
  { route: 'POST /api/clients/:id/users/:userId/invitation', kind: 'client', expect: manage(200) },
  // View Communications: managers all; developer, designer, support their projects' clients; clients their own.
  // View Financial Data, Create/Edit Revenue: super_admin and admin, refused to everyone else before any lookup.
  { route: 'GET /api/clients/:id/revenue', kind: 'client', expect: onlyAdmins(200) },
  {
    route: 'POST /api/clients/:id/revenue',
    kind: 'client',
    expect: onlyAdmins(201),
    body: { description: 'Monthly retainer', amount: '1500.00', startDate: '2026-01-01' },
  },
  { route: 'PATCH /api/revenue/:id', kind: 'revenue', expect: onlyAdmins(200), body: { description: 'Checked' } },
  { route: 'DELETE /api/revenue/:id', kind: 'revenue', expect: onlyAdmins(204) },
  // Invoices. The test app has no Stripe key (manual mode): the Stripe-only actions answer an allowed caller 409.
  { route: 'GET /api/clients/:id/billing', kind: 'client', expect: billing(200, 200) },
  { route: 'POST /api/clients/:id/stripe-customer', kind: 'client', expect: billing(409, 403) },
  {
    route: 'POST /api/clients/:id/invoices',
    kind: 'client',
    expect: billing(201, 403),
    body: { dueDate: '2099-12-31', items: [{ description: 'Design sprint', quantity: 2, amount: 1250 }] },
  },
  { route: 'POST /api/clients/:id/invoices/sync', kind: 'client', expect: billing(409, 403) },
  { route: 'GET /api/invoices/:id', kind: 'invoice', expect: billing(200, 200) },
  { route: 'GET /api/invoices/:id/pdf', kind: 'invoice', expect: billing(200, 200) },
  { route: 'PATCH /api/invoices/:id', kind: 'invoice', expect: billing(200, 403), body: { status: 'paid' } },
  // Public by design (Stripe calls it; its signature is the check); without a Stripe key there is nothing to take.
  { route: 'POST /api/webhooks/stripe', expect: () => 409, body: { id: 'evt_1', type: 'invoice.paid' } },
  { route: 'GET /api/communications', expect: anyoneSignedIn(200) },
  { route: 'GET /api/communications/export.csv', expect: anyoneSignedIn(200) },
  { route: 'GET /api/communications/:id', kind: 'communication', expect: scoped },
  // Create Communications: all development roles, clients no.
  {
    route: 'POST /api/communications',
    expect: (who) => (!signedIn(who) ? 401 : isStaff(who) ? 201 : 403),
    body: (f: Fixture) => ({ clientId: f.ownClientId, type: 'call', subject: 'Authorization check', duration: '5 minutes' }),
  },
  { route: 'PATCH /api/communications/:id', kind: 'communication', expect: manageCommunications(200), body: { subject: 'Checked' } },
  { route: 'DELETE /api/communications/:id', kind: 'communication', expect: manageCommunications(204) },
  { route: 'GET /api/tasks', expect: anyoneSignedIn(200) },
  { route: 'GET /api/tasks/export.csv', expect: anyoneSignedIn(200) },
  { route: 'GET /api/tasks/:id', kind: 'task', expect: scoped },
  // Create/Edit/Delete Projects, Manage Milestones: super_admin, admin, manager.
  {
    route: 'POST /api/projects',
    expect: onlyManagers(201),
    body: (f: Fixture) => ({ name: 'Authorization check', clientId: f.ownProject?.clientId }),
  },
  { route: 'PATCH /api/projects/:id', kind: 'project', expect: manage(200), body: { description: 'Checked by the authorization table' } },
  { route: 'DELETE /api/projects/:id', kind: 'project', expect: manage(204) },
  { route: 'GET /api/projects/:id/milestones', kind: 'project', expect: scoped },
  { route: 'POST /api/projects/:id/milestones', kind: 'project', expect: manage(201), body: { name: 'Authorization check' } },
  {
    route: 'PUT /api/projects/:id/milestones/order',
    kind: 'project',
    expect: manage(200),
    body: (f: Fixture) => ({ ids: [...f.milestoneIds!].reverse() }),
  },
  { route: 'PATCH /api/milestones/:id', kind: 'milestone', expect: manage(200), body: { description: 'Checked' } },
  { route: 'POST /api/milestones/:id/complete', kind: 'milestone', expect: manage(200) },
  { route: 'DELETE /api/milestones/:id', kind: 'milestone', expect: manage(204) },
  // The team: everyone who sees the project sees its team; managers staff it.
  { route: 'GET /api/projects/:id/team', kind: 'project', expect: scoped },
  { route: 'GET /api/projects/:id/team/eligible', kind: 'project', expect: manage(200) },
  {
    route: 'POST /api/projects/:id/team',
    kind: 'project',
    expect: manage(201),
    body: (f: Fixture) => ({ profileId: f.eligibleId, role: 'designer' }),
  },
  { route: 'DELETE /api/projects/:id/team/:assignmentId', kind: 'project', expect: manage(204) },
  // Create/Edit Tasks: managers all; developer and designer their own only; support and clients no.
  {
    route: 'POST /api/tasks',
    expect: (who) => (!signedIn(who) ? 401 : seesAll(who) || who === 'developer' || who === 'designer' ? 201 : 403),
    body: (f: Fixture) => ({ title: 'Authorization check', clientId: f.ownProject?.clientId, projectId: f.ownProject?.id }),
  },
  {
    route: 'PATCH /api/tasks/:id',
    kind: 'task',
    body: { description: 'Checked by the authorization table' },
    expect: (who, target) => (who === 'developer' || who === 'designer' ? scoped(who, target) : onlyManagers(200)(who)),
  },
  // Delete Tasks: super_admin, admin, manager.
  { route: 'DELETE /api/tasks/:id', kind: 'task', expect: onlyManagers(204) },
  { route: 'GET /api/tasks/:id/comments', kind: 'task', expect: scoped },
  { route: 'POST /api/tasks/:id/comments', kind: 'task', expect: inScope(201), body: { content: 'Looks good.' } },
  { route: 'PATCH /api/comments/:id', kind: 'comment', expect: inScope(200), body: { content: 'Edited.' } },
  { route: 'DELETE /api/comments/:id', kind: 'comment', expect: inScope(204) },
  // The forms' choices: scoped like the lists they come from; staff names only for staff.
  { route: 'GET /api/options/clients', expect: anyoneSignedIn(200) },
  { route: 'GET /api/options/projects', expect: anyoneSignedIn(200) },
  { route: 'GET /api/options/milestones', kind: 'project', url: '/api/options/milestones?projectId=:id', expect: scoped },
  { route: 'GET /api/options/users', expect: staffOnly },
  // The website's contact form is public.
  { route: 'POST /api/contact-submissions', expect: () => 201, body: ENQUIRY },
  { route: 'GET /api/contact-submissions', expect: leads(200) },
  { route: 'GET /api/contact-submissions/export.csv', expect: leads(200) },
  { route: 'PATCH /api/contact-submissions/:id', expect: leads(200), body: { status: 'contacted' } },
  { route: 'DELETE /api/contact-submissions/:id', expect: leads(204) },
  { route: 'POST /api/contact-submissions/:id/convert', expect: leads(201) },
  { route: 'GET /healthz', expect: () => 200 },
  { route: 'GET /readyz', expect: () => 200 },
  // Off without METRICS_TOKEN (docs/operations.md): no session, whatever its role, opens it.
  { route: 'GET /metrics', expect: () => 404 },
  ...SETTINGS_ROWS,
  ...SEARCH_ROWS,
  ...REFERENCE_ROWS,
  ...NOTIFICATIONS_ROWS,
  ...MESSAGES_ROWS,
  ...APPROVALS_ROWS,
  ...EVENTS_ROWS,
  ...REQUESTS_ROWS,
  ...BUDGETS_ROWS,
  ...TIME_ROWS,
  ...EXPENSES_ROWS,
  ...TIME_REPORTS_ROWS,
  ...TIMESHEET_ROWS,
  ...FILES_ROWS,
  ...TIME_INVOICE_ROWS,
  ...PAYMENTS_ROWS,
  ...STATEMENTS_ROWS,
  ...INVOICES_ROWS,
  ...REMINDERS_ROWS,
  ...BILLING_SETUP_ROWS,
  ...ACCOUNTING_ROWS,
  ...RECURRING_ROWS,
  ...RECURRING_EXPENSES_ROWS,
  ...QUOTES_ROWS,
  ...QUOTE_ACCEPTANCE_ROWS,
  ...IMPORTS_ROWS,
  ...COLLEAGUES_ROWS,
  ...API_KEYS_ROWS,
  ...WEBHOOKS_ROWS,
];
