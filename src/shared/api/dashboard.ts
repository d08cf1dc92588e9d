/** The two home screens: the staff overview and the client dashboard, each everything on its screen in one answer. */
import { ClientDashboard, SinceLastVisit } from '../schemas/client-dashboard';
import { Dashboard } from '../schemas/dashboard';
import { endpoint } from './endpoint';

const tag = 'Dashboard';

export const dashboardApi = {
  staff: endpoint({
    method: 'get',
    path: '/dashboard',
    tag,
    summary: 'The overview dashboard',
    description: "Staff only (403 for client users), over the caller's scope; revenue figures only for those who may view financials.",
    access: 'signed-in',
    reply: Dashboard,
  }),
  client: endpoint({
    method: 'get',
    path: '/client-dashboard',
    tag,
    summary: 'The client dashboard',
    description: "Client users only (403 for staff), over their own company's records.",
    access: 'signed-in',
    reply: ClientDashboard,
  }),
  sinceLastVisit: endpoint({
    method: 'get',
    path: '/client-dashboard/since-last-visit',
    tag,
    summary: 'What changed since your last visit',
    description:
      "Client users only (403 for staff). Counts what the caller's company may see that others did since the caller's " +
      'previous visit: messages, approvals waiting, answered requests, issued invoices and shared files, up to five of ' +
      'each with a link. Reading it records the visit: a read more than 30 minutes after the one before starts a new ' +
      'visit, counted from the end of the last one; reads within a visit answer the same.',
    access: 'signed-in',
    reply: SinceLastVisit,
  }),
};
