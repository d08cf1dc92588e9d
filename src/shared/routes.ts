/**
 * The screens of the product and who may open them: the one route table. The web router, its guard and the sidebar
 * are generated from it (src/web/app/screens.tsx adds each screen's component and sidebar entry), links ask it
 * (./screen-access.ts), and the end-to-end layout tests walk it. Decision 0035.
 */
import type { Capability } from './permissions';
import { keysOf } from './keys-of';

/** 'public': anyone; 'any': anyone signed in; 'dev': staff roles; 'client': client roles. */
export type ScreenAudience = 'public' | 'any' | 'dev' | 'client';

export interface ScreenRoute {
  /** The router's path; `:id` is a record's id. */
  path: string;
  audience: ScreenAudience;
  /**
   * Within the audience, only holders of this capability may use the screen. The others of the audience still reach
   * it by address and read why they may not (docs/product.md, Messages: "Permission Denied").
   */
  capability?: Capability;
  /** Other states of the screen its address can open (a tab, a view), as query strings; the plain path is the first. */
  views?: readonly string[];
}

/** A client's tabs, in the order shown; `?tab=` names them (the first is the plain address). */
export const CLIENT_TABS = ['overview', 'projects', 'tasks', 'communication', 'financials', 'users'] as const;
export type ClientTab = (typeof CLIENT_TABS)[number];

export const SCREENS = {
  home: { path: '/', audience: 'public' },
  login: { path: '/login', audience: 'public' },
  forgotPassword: { path: '/forgot-password', audience: 'public' },
  resetPassword: { path: '/reset-password', audience: 'public' },
  dashboard: { path: '/dashboard', audience: 'dev' },
  clientDashboard: { path: '/client-dashboard', audience: 'client' },
  projects: { path: '/projects', audience: 'any' },
  project: {
    path: '/projects/:id',
    audience: 'any',
    views: ['?tab=milestones', '?tab=tasks', '?tab=team', '?tab=conversation', '?tab=time', '?tab=expenses'],
  },
  tasks: { path: '/tasks', audience: 'any', views: ['?view=board'] },
  task: { path: '/tasks/:id', audience: 'any' },
  communications: { path: '/communications', audience: 'any' },
  requests: { path: '/requests', audience: 'any', capability: 'requests.view' },
  request: { path: '/requests/:id', audience: 'any', capability: 'requests.view' },
  timesheet: { path: '/timesheet', audience: 'dev', capability: 'time.track', views: ['?view=approvals'] },
  // Staff log their own expenses, managers see everyone's (decision 0116).
  expenses: { path: '/expenses', audience: 'dev', capability: 'expenses.view' },
  timeReports: { path: '/reports/time', audience: 'dev', capability: 'time.reports', views: ['?view=utilization'] },
  // Revenue less the cost of time and expenses (decision 0121), beside the time reports.
  profitReport: { path: '/reports/profit', audience: 'dev', capability: 'financials.view' },
  settings: { path: '/settings', audience: 'any', views: ['?tab=permissions', '?tab=audit', '?tab=billing', '?tab=accounting'] },
  profileSettings: { path: '/settings/profile', audience: 'any' },
  accountSettings: { path: '/settings/account', audience: 'any' },
  clients: { path: '/clients', audience: 'dev' },
  client: { path: '/clients/:id', audience: 'dev', views: CLIENT_TABS.slice(1).map((tab) => `?tab=${tab}`) },
  contactLeads: { path: '/contact-submissions', audience: 'dev', capability: 'leads.view' },
  clientBilling: { path: '/client-billing', audience: 'client' },
  // A primary contact's company's people (decision 0111); additional contacts read why they may not.
  colleagues: { path: '/colleagues', audience: 'client', capability: 'colleagues.manage' },
  quotes: { path: '/quotes', audience: 'any', capability: 'quotes.view' },
  quote: { path: '/quotes/:id', audience: 'any', capability: 'quotes.view' },
  invoices: { path: '/invoices', audience: 'dev', capability: 'financials.view' },
  taxReport: { path: '/invoices/tax-report', audience: 'dev', capability: 'financials.view' },
  recurringInvoices: { path: '/billing/recurring', audience: 'dev', capability: 'recurring.manage' },
  // Managers set up the costs that book themselves each period (decision 0118).
  recurringExpenses: { path: '/expenses/recurring', audience: 'dev', capability: 'expenses.approve' },
} as const satisfies Record<string, ScreenRoute>;

export type ScreenId = keyof typeof SCREENS;

/** The table as a list, each route with its id. */
export const SCREEN_ROUTES: ReadonlyArray<ScreenRoute & { id: ScreenId }> = keysOf(SCREENS).map((id) => ({
  id,
  ...(SCREENS[id] as ScreenRoute),
}));
