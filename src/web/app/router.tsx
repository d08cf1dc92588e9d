/**
 * The route table (docs/product.md, Screens and access). Every screen is its own lazy chunk so a first visit
 * downloads only the shell and the screen it opens. bench/front-end.ts reads this file to measure each screen.
 */
import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { HomeRoute } from './home-route';
import { LoginRoute } from './login-route';
import { PortalLayout } from './layouts/portal-layout';
import { RequireRole, type AllowedRoles } from './require-role';
import type { ProjectDetailPageProps } from '../features/projects/project-detail-page';
import type { ClientDetailPageProps } from '../features/clients/client-detail-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

const ForgotPasswordPage = screen(() => import('../features/auth/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = screen(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage');
const OverviewDashboardPage = screen(() => import('../features/dashboard/overview-dashboard-page'), 'OverviewDashboardPage');
const ClientDashboardPage = screen(() => import('../features/client-dashboard/client-dashboard-page'), 'ClientDashboardPage');
const ProjectsPage = screen(() => import('../features/projects/projects-page'), 'ProjectsPage');
const ProjectDetailPage = screen(() => import('../features/projects/project-detail-page'), 'ProjectDetailPage');
// The project screen shows the tasks feature's tab; loaded with the project screen, so the tab never waits.
const ProjectTasksTab = screen(() => import('../features/tasks/project-tasks-tab'), 'ProjectTasksTab');
const ProjectDetailWithTasks = ProjectDetailPage.Component as ComponentType<ProjectDetailPageProps>;
const ProjectDetailScreen: Screen = {
  Component: () => <ProjectDetailWithTasks TasksTab={ProjectTasksTab.Component as ProjectDetailPageProps['TasksTab']} />,
  preload: () => Promise.all([ProjectDetailPage.preload(), ProjectTasksTab.preload()]),
};
const TasksPage = screen(() => import('../features/tasks/tasks-page'), 'TasksPage');
const TaskDetailPage = screen(() => import('../features/tasks/task-detail-page'), 'TaskDetailPage');
const ClientsPage = screen(() => import('../features/clients/clients-page'), 'ClientsPage');
const ClientDetailPage = screen(() => import('../features/clients/client-detail-page'), 'ClientDetailPage');
// The client screen shows the projects and tasks features' tabs, loaded alongside it as the project screen does.
const ClientProjectsTab = screen(() => import('../features/projects/client-projects-tab'), 'ClientProjectsTab');
const ClientTasksTab = screen(() => import('../features/tasks/client-tasks-tab'), 'ClientTasksTab');
const ClientCommunicationsTab = screen(() => import('../features/communications/client-communications-tab'), 'ClientCommunicationsTab');
const ExpectedRevenueView = screen(() => import('../features/revenue/expected-revenue-view'), 'ExpectedRevenueView');
const ClientBillingPanel = screen(() => import('../features/billing/client-billing-panel'), 'ClientBillingPanel');
const ClientDetailWithTabs = ClientDetailPage.Component as ComponentType<ClientDetailPageProps>;
const ClientDetailScreen: Screen = {
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
const ContactLeadsPage = screen(() => import('../features/contact-leads/contact-leads-page'), 'ContactLeadsPage');
const ClientBillingPage = screen(() => import('../features/billing/client-billing-page'), 'ClientBillingPage');
const SettingsPage = screen(() => import('../features/settings/settings-page'), 'SettingsPage');
const ProfileSettingsPage = screen(() => import('../features/settings/profile-settings-page'), 'ProfileSettingsPage');
const AccountSettingsPage = screen(() => import('../features/settings/account-settings-page'), 'AccountSettingsPage');
const NotFoundPage = screen(() => import('../features/not-found/not-found-page'), 'NotFoundPage');

interface Screen {
  Component: ComponentType;
  preload: () => Promise<unknown>;
}

/** A lazily loaded screen that can also be asked to start downloading early. */
function screen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): Screen {
  return { Component: lazy(() => load().then((m) => ({ default: m[name] as ComponentType }))), preload: load };
}

function guarded(path: string, allowed: AllowedRoles, { Component, preload }: Screen): RouteObject {
  return { path, handle: { preload }, element: <RequireRole allowed={allowed}><Component /></RequireRole> };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '/login', element: <LoginRoute /> },
      { path: '/forgot-password', element: <ForgotPasswordPage.Component /> },
      { path: '/reset-password', element: <ResetPasswordPage.Component /> },
      {
        // One layout route for every portal screen, so the shell (sidebar state, open menus) survives navigation;
        // each screen then narrows the audience with its own guard. The shell is part of the first load, not a lazy
        // chunk: every signed-in screen needs it, and loading it with the screen made one more wave of small files
        // after the entry had run (on the signed-in dashboard, about 0.8 s of Lighthouse's simulated LCP).
        element: (
          <RequireRole allowed="any">
            <PortalLayout />
          </RequireRole>
        ),
        children: [
          {
            // A screen that throws is replaced by an error inside the shell; navigating away clears it.
            errorElement: <RouteError inShell />,
            children: [
            guarded('/dashboard', 'dev', OverviewDashboardPage),
            guarded('/client-dashboard', 'client', ClientDashboardPage),
            guarded('/projects', 'any', ProjectsPage),
            guarded('/projects/:id', 'any', ProjectDetailScreen),
            guarded('/tasks', 'any', TasksPage),
            guarded('/tasks/:id', 'any', TaskDetailPage),
            guarded('/communications', 'any', CommunicationsPage),
            guarded('/settings', 'any', SettingsPage),
            guarded('/settings/profile', 'any', ProfileSettingsPage),
            guarded('/settings/account', 'any', AccountSettingsPage),
            guarded('/clients', 'dev', ClientsPage),
            guarded('/clients/:id', 'dev', ClientDetailScreen),
            guarded('/contact-submissions', 'dev', ContactLeadsPage),
            guarded('/client-billing', 'client', ClientBillingPage),
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage.Component /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

/**
 * Starts downloading the shell and the screen of the address being opened right away, alongside the /api/me call,
 * instead of one after the other once the guard has its answer.
 */
export function preloadScreensFor(pathname: string) {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    (match.route.handle as { preload?: () => Promise<unknown> } | undefined)?.preload?.().catch(() => {
      // A failed early download is retried, with an error shown, when the screen really renders.
    });
  }
}
