/** The two home screens: the staff overview and the client dashboard, each everything on its screen in one answer. */
import { ClientDashboard } from '../schemas/client-dashboard';
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
};
