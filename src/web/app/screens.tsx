/**
 * The web half of the route table (decision 0035): each screen of src/shared/routes.ts with the component it renders
 * and, where it has one, its sidebar entry. The router (router.tsx) and the sidebar (nav-items.ts) are generated from
 * this table and the guard reads the shared one, so who may open what is written once. A screen of the shared table
 * missing here, or a capability-gated one without its refusal message, does not compile.
 * Every screen is its own lazy chunk so a first visit downloads only the shell and the screen it opens;
 * bench/front-end.ts reads this file to measure each screen.
 */
import {
  BarChart3,
  Building2,
  ClipboardList,
  Clock,
  FileSignature,
  FileText,
  FolderKanban,
  Inbox,
  LayoutDashboard,
  LayoutGrid,
  ListChecks,
  MessagesSquare,
  Receipt,
  Repeat,
  Settings,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';
import { msg } from '../lib/i18n';
import type { Capability } from '../../shared/permissions';
import type { ScreenId, SCREENS } from '../../shared/routes';
import type { ClientDashboardPageProps } from '../features/client-dashboard/client-dashboard-page';
import type { ClientDetailPageProps } from '../features/clients/client-detail-page';
import type { ProjectDetailPageProps } from '../features/projects/project-detail-page';
import type { TaskDetailPageProps } from '../features/tasks/task-detail-page';
import { clientDashboardQueryOptions } from '../features/client-dashboard/api/get-client-dashboard';
import { dashboardQueryOptions } from '../features/dashboard/api/get-dashboard';
import { usePendingApprovals } from '../features/projects/api/get-pending-approvals';
import { useRecentRequests } from '../features/requests/api/get-requests';
import { HomeRoute } from './home-route';
import { LoginRoute } from './login-route';

export interface Screen {
  Component: ComponentType;
  /** Starts downloading the screen's code; absent for a screen that is part of the first load. */
  preload?: () => Promise<unknown>;
}

type LazyScreen = Required<Screen>;

/** A lazily loaded screen that can also be asked to start downloading early. */
function screen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): LazyScreen {
  return { Component: lazy(() => load().then((m) => ({ default: m[name] as ComponentType }))), preload: load };
}

/** A screen imported statically: it loads its own parts lazily (the landing page, the sign-in form). */
function eager(Component: ComponentType): Screen {
  return { Component };
}

const ForgotPasswordPage = screen(() => import('../features/auth/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = screen(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage');
const OverviewDashboardPage = screen(() => import('../features/dashboard/overview-dashboard-page'), 'OverviewDashboardPage');
const ClientDashboardPage = screen(() => import('../features/client-dashboard/client-dashboard-page'), 'ClientDashboardPage');
// The client dashboard's and the project screen's ways to file a request: the requests feature's, passed in.
const YourRequestsCard = screen(() => import('../features/requests/your-requests-card'), 'YourRequestsCard');
const NewRequestButton = screen(() => import('../features/requests/new-request-button'), 'NewRequestButton');
// The client dashboard shows the projects feature's "Awaiting your approval" card, loaded with it.
const AwaitingApprovalCard = screen(() => import('../features/projects/awaiting-approval-card'), 'AwaitingApprovalCard');
const ClientDashboardWithApprovals = ClientDashboardPage.Component as ComponentType<ClientDashboardPageProps>;
/** Whether the two cards have their first answer: asked here with the page's own, so all arrive together. */
function useClientDashboardCardsSettled() {
  const approvals = usePendingApprovals();
  const requests = useRecentRequests();
  return !approvals.isPending && !requests.isPending;
}
const ClientDashboardScreen: LazyScreen = {
  Component: () => (
    <ClientDashboardWithApprovals
      ApprovalsCard={AwaitingApprovalCard.Component}
      RequestsCard={YourRequestsCard.Component}
      useCardsSettled={useClientDashboardCardsSettled}
    />
  ),
  preload: () => Promise.all([ClientDashboardPage.preload(), AwaitingApprovalCard.preload(), YourRequestsCard.preload()]),
};
const ProjectsPage = screen(() => import('../features/projects/projects-page'), 'ProjectsPage');
const ProjectDetailPage = screen(() => import('../features/projects/project-detail-page'), 'ProjectDetailPage');
// The project screen shows the tasks feature's tab; loaded with the project screen, so the tab never waits.
const ProjectTasksTab = screen(() => import('../features/tasks/project-tasks-tab'), 'ProjectTasksTab');
const ProjectDetailWithTasks = ProjectDetailPage.Component as ComponentType<ProjectDetailPageProps>;
const ProjectDetailScreen: LazyScreen = {
  Component: () => (
    <ProjectDetailWithTasks
      TasksTab={ProjectTasksTab.Component as ProjectDetailPageProps['TasksTab']}
      RequestAction={NewRequestButton.Component as ProjectDetailPageProps['RequestAction']}
      TimeTab={ProjectTimeTab.Component as ProjectDetailPageProps['TimeTab']}
      ExpensesTab={ProjectExpensesTab.Component as ProjectDetailPageProps['ExpensesTab']}
    />
  ),
  preload: () =>
    Promise.all([
      ProjectDetailPage.preload(),
      ProjectTasksTab.preload(),
      NewRequestButton.preload(),
      ProjectTimeTab.preload(),
      ProjectExpensesTab.preload(),
    ]),
};
const TasksPage = screen(() => import('../features/tasks/tasks-page'), 'TasksPage');
const TaskDetailPage = screen(() => import('../features/tasks/task-detail-page'), 'TaskDetailPage');
// The task screen shows the time feature's card (timer and logged time); the project screen its Time tab.
const TaskTimeCard = screen(() => import('../features/time/task-time-card'), 'TaskTimeCard');
const ProjectTimeTab = screen(() => import('../features/time/project-time-tab'), 'ProjectTimeTab');
// The project screen's Expenses tab is the expenses feature's (decision 0116).
const ProjectExpensesTab = screen(() => import('../features/expenses/project-expenses-tab'), 'ProjectExpensesTab');
const TaskDetailWithTime = TaskDetailPage.Component as ComponentType<TaskDetailPageProps>;
const TaskDetailScreen: LazyScreen = {
  Component: () => <TaskDetailWithTime TimeCard={TaskTimeCard.Component as TaskDetailPageProps['TimeCard']} />,
  preload: () => Promise.all([TaskDetailPage.preload(), TaskTimeCard.preload()]),
};
const ClientsPage = screen(() => import('../features/clients/clients-page'), 'ClientsPage');
const ClientDetailPage = screen(() => import('../features/clients/client-detail-page'), 'ClientDetailPage');
// The client screen shows the projects and tasks features' tabs, loaded alongside it as the project screen does.
const ClientProjectsTab = screen(() => import('../features/projects/client-projects-tab'), 'ClientProjectsTab');
const ClientTasksTab = screen(() => import('../features/tasks/client-tasks-tab'), 'ClientTasksTab');
const ClientCommunicationsTab = screen(() => import('../features/communications/client-communications-tab'), 'ClientCommunicationsTab');
const ExpectedRevenueView = screen(() => import('../features/revenue/expected-revenue-view'), 'ExpectedRevenueView');
const ClientBillingPanel = screen(() => import('../features/billing/client-billing-panel'), 'ClientBillingPanel');
const ClientDetailWithTabs = ClientDetailPage.Component as ComponentType<ClientDetailPageProps>;
const ClientDetailScreen: LazyScreen = {
  Component: () => (
    <ClientDetailWithTabs
      ProjectsTab={ClientProjectsTab.Component as ClientDetailPageProps['ProjectsTab']}
      TasksTab={ClientTasksTab.Component as ClientDetailPageProps['TasksTab']}
      CommunicationTab={ClientCommunicationsTab.Component as ClientDetailPageProps['CommunicationTab']}
      RevenueView={ExpectedRevenueView.Component as ClientDetailPageProps['RevenueView']}
      BillingView={ClientBillingPanel.Component as ClientDetailPageProps['BillingView']}
    />
  ),
  preload: () =>
    Promise.all([
      ClientDetailPage.preload(),
      ClientProjectsTab.preload(),
      ClientTasksTab.preload(),
      ClientCommunicationsTab.preload(),
      ExpectedRevenueView.preload(),
      ClientBillingPanel.preload(),
    ]),
};
const CommunicationsPage = screen(() => import('../features/communications/communications-page'), 'CommunicationsPage');
const RequestsPage = screen(() => import('../features/requests/requests-page'), 'RequestsPage');
const RequestDetailPage = screen(() => import('../features/requests/request-detail-page'), 'RequestDetailPage');
const ContactLeadsPage = screen(() => import('../features/contact-leads/contact-leads-page'), 'ContactLeadsPage');
const ClientBillingPage = screen(() => import('../features/billing/client-billing-page'), 'ClientBillingPage');
const ColleaguesPage = screen(() => import('../features/clients/colleagues-page'), 'ColleaguesPage');
const QuotesPage = screen(() => import('../features/quotes/quotes-page'), 'QuotesPage');
const QuoteDetailPage = screen(() => import('../features/quotes/quote-detail-page'), 'QuoteDetailPage');
const RecurringInvoicesPage = screen(() => import('../features/billing/recurring-invoices-page'), 'RecurringInvoicesPage');
const RecurringExpensesPage = screen(() => import('../features/recurring-expenses/recurring-expenses-page'), 'RecurringExpensesPage');
const InvoicesPage = screen(() => import('../features/billing/workspace/invoices-page'), 'InvoicesPage');
const TaxReportPage = screen(() => import('../features/billing/workspace/tax-report-page'), 'TaxReportPage');
const TimesheetPage = screen(() => import('../features/time/timesheet-page'), 'TimesheetPage');
const ExpensesPage = screen(() => import('../features/expenses/expenses-page'), 'ExpensesPage');
const TimeReportsPage = screen(() => import('../features/reports/time-reports-page'), 'TimeReportsPage');
const ProfitReportPage = screen(() => import('../features/reports/profit-report-page'), 'ProfitReportPage');
const SettingsPage = screen(() => import('../features/settings/settings-page'), 'SettingsPage');
const ProfileSettingsPage = screen(() => import('../features/settings/profile-settings-page'), 'ProfileSettingsPage');
const AccountSettingsPage = screen(() => import('../features/settings/account-settings-page'), 'AccountSettingsPage');
export const NotFoundPage = screen(() => import('../features/not-found/not-found-page'), 'NotFoundPage');

/** A screen's place in the sidebar. Shown to every role that may open the screen, unless `staffOnly`. */
export interface NavEntry {
  /** The `shell` catalog key of the label (`msg('shell.nav.tasks')`), translated when the sidebar renders. */
  label: string;
  icon: LucideIcon;
  /** Position in the sidebar, top first. */
  order: number;
  /**
   * Client users may open the screen but do not find it in their sidebar: they reach their tasks from their dashboard
   * and their settings from the user menu (docs/product.md, Screens and access).
   */
  staffOnly?: true;
  /** Extra paths (exact) for which the item counts as active, besides its own path prefix. */
  alsoActiveOn?: readonly string[];
  /**
   * The label for roles that see every record of a capability (scope 'all' in the shared permissions): "My Projects"
   * would be wrong for an admin who sees them all.
   */
  labelWhenAll?: { capability: Capability; label: string };
}

/**
 * A screen's web half; a screen gated by a capability must say why it refuses those without it. `prefetch` starts
 * the request a screen opens with as the page starts (main.tsx), alongside GET /api/me and the screen's code, instead
 * of after both: opened directly, a dashboard otherwise waited for the user, then its code, then its data.
 */
export type ScreenEntry<Id extends ScreenId> = {
  screen: Screen;
  nav?: NavEntry;
  prefetch?: (queryClient: QueryClient) => void;
} & ((typeof SCREENS)[Id] extends { capability: Capability } ? { denied: string } : { denied?: never });

export const SCREEN_TABLE: { [Id in ScreenId]: ScreenEntry<Id> } = {
  home: { screen: eager(HomeRoute) },
  login: { screen: eager(LoginRoute) },
  forgotPassword: { screen: ForgotPasswordPage },
  resetPassword: { screen: ResetPasswordPage },
  dashboard: {
    screen: OverviewDashboardPage,
    prefetch: (queryClient) => void queryClient.prefetchQuery(dashboardQueryOptions),
    nav: { label: msg('shell.nav.overview'), icon: LayoutDashboard, order: 1, alsoActiveOn: ['/'] },
  },
  clientDashboard: {
    screen: ClientDashboardScreen,
    prefetch: (queryClient) => {
      void queryClient.prefetchQuery(clientDashboardQueryOptions);
      // The approvals card stands above the others: arriving after them, it pushed the page down (layout shift).
      void import('../features/projects/api/get-pending-approvals').then((m) =>
        queryClient.prefetchQuery(m.pendingApprovalsQueryOptions()),
      );
    },
    nav: { label: msg('shell.nav.clientDashboard'), icon: LayoutGrid, order: 2 },
  },
  clients: { screen: ClientsPage, nav: { label: msg('shell.nav.clients'), icon: Building2, order: 3 } },
  client: { screen: ClientDetailScreen },
  projects: {
    screen: ProjectsPage,
    nav: {
      label: msg('shell.nav.myProjects'),
      icon: FolderKanban,
      order: 4,
      labelWhenAll: { capability: 'projects.view', label: msg('shell.nav.projects') },
    },
  },
  project: { screen: ProjectDetailScreen },
  tasks: { screen: TasksPage, nav: { label: msg('shell.nav.tasks'), icon: ListChecks, order: 5, staffOnly: true } },
  task: { screen: TaskDetailScreen },
  clientBilling: { screen: ClientBillingPage, nav: { label: msg('shell.nav.billing'), icon: Receipt, order: 6 } },
  colleagues: {
    screen: ColleaguesPage,
    denied: msg('shell.denied.colleagues'),
    nav: { label: msg('shell.nav.colleagues'), icon: UsersRound, order: 7.8 },
  },
  quotes: {
    screen: QuotesPage,
    denied: msg('shell.denied.quotes'),
    nav: { label: msg('shell.nav.quotes'), icon: FileSignature, order: 6.2 },
  },
  quote: { screen: QuoteDetailPage, denied: msg('shell.denied.quotes') },
  invoices: {
    screen: InvoicesPage,
    denied: msg('shell.denied.financial'),
    nav: { label: msg('shell.nav.invoices'), icon: FileText, order: 6.3 },
  },
  // Reached from the Invoices screen, not the sidebar.
  taxReport: { screen: TaxReportPage, denied: msg('shell.denied.financial') },
  recurringInvoices: {
    screen: RecurringInvoicesPage,
    denied: msg('shell.denied.recurringInvoices'),
    nav: { label: msg('shell.nav.recurring'), icon: Repeat, order: 6.4 },
  },
  recurringExpenses: {
    screen: RecurringExpensesPage,
    // Reached from the Expenses screen, not the sidebar.
    denied: msg('shell.denied.recurringExpenses'),
  },
  // Client users too (decision 0029): they read their company's shared communications; staff-only ones never reach them.
  communications: { screen: CommunicationsPage, nav: { label: msg('shell.nav.communications'), icon: MessagesSquare, order: 7 } },
  // Staff answer requests; client users follow their company's (decision 0044).
  requests: {
    screen: RequestsPage,
    denied: msg('shell.denied.requests'),
    nav: { label: msg('shell.nav.requests'), icon: ClipboardList, order: 7.5 },
  },
  request: { screen: RequestDetailPage, denied: msg('shell.denied.requests') },
  contactLeads: {
    screen: ContactLeadsPage,
    denied: msg('shell.denied.contactLeads'),
    nav: { label: msg('shell.nav.contactLeads'), icon: Inbox, order: 8 },
  },
  timesheet: {
    screen: TimesheetPage,
    denied: msg('shell.denied.time'),
    nav: { label: msg('shell.nav.timesheet'), icon: Clock, order: 5.5 },
  },
  expenses: {
    screen: ExpensesPage,
    denied: msg('shell.denied.expenses'),
    nav: { label: msg('shell.nav.expenses'), icon: Receipt, order: 5.6 },
  },
  timeReports: {
    screen: TimeReportsPage,
    denied: msg('shell.denied.timeReports'),
    nav: { label: msg('shell.nav.reports'), icon: BarChart3, order: 8.5 },
  },
  // Reached from the Reports screen's tabs, not the sidebar.
  profitReport: { screen: ProfitReportPage, denied: msg('shell.denied.financial') },
  settings: { screen: SettingsPage, nav: { label: msg('shell.nav.settings'), icon: Settings, order: 9, staffOnly: true } },
  profileSettings: { screen: ProfileSettingsPage },
  accountSettings: { screen: AccountSettingsPage },
};
