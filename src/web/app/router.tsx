/**
 * The route table of the specification (part 1, section 2). Every screen is its own lazy chunk so a first visit
 * downloads only the shell and the screen it opens.
 */
import { lazy, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomeRoute } from './home-route';
import { LoginRoute } from './login-route';
import { RequireRole, type AllowedRoles } from './require-role';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

const PortalLayout = lazy(() => import('./layouts/portal-layout').then((m) => ({ default: m.PortalLayout })));

const ForgotPasswordPage = lazy(() =>
  import('../features/auth/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const OverviewDashboardPage = lazy(() =>
  import('../features/dashboard/overview-dashboard-page').then((m) => ({ default: m.OverviewDashboardPage })),
);
const ClientDashboardPage = lazy(() =>
  import('../features/client-dashboard/client-dashboard-page').then((m) => ({ default: m.ClientDashboardPage })),
);
const ProjectsPage = lazy(() => import('../features/projects/projects-page').then((m) => ({ default: m.ProjectsPage })));
const ProjectDetailPage = lazy(() =>
  import('../features/projects/project-detail-page').then((m) => ({ default: m.ProjectDetailPage })),
);
const TasksPage = lazy(() => import('../features/tasks/tasks-page').then((m) => ({ default: m.TasksPage })));
const TaskDetailPage = lazy(() =>
  import('../features/tasks/task-detail-page').then((m) => ({ default: m.TaskDetailPage })),
);
const ClientsPage = lazy(() => import('../features/clients/clients-page').then((m) => ({ default: m.ClientsPage })));
const ClientDetailPage = lazy(() =>
  import('../features/clients/client-detail-page').then((m) => ({ default: m.ClientDetailPage })),
);
const CommunicationsPage = lazy(() =>
  import('../features/communications/communications-page').then((m) => ({ default: m.CommunicationsPage })),
);
const ContactLeadsPage = lazy(() =>
  import('../features/contact-leads/contact-leads-page').then((m) => ({ default: m.ContactLeadsPage })),
);
const ClientBillingPage = lazy(() =>
  import('../features/billing/client-billing-page').then((m) => ({ default: m.ClientBillingPage })),
);
const SettingsPage = lazy(() => import('../features/settings/settings-page').then((m) => ({ default: m.SettingsPage })));
const ProfileSettingsPage = lazy(() =>
  import('../features/settings/profile-settings-page').then((m) => ({ default: m.ProfileSettingsPage })),
);
const AccountSettingsPage = lazy(() =>
  import('../features/settings/account-settings-page').then((m) => ({ default: m.AccountSettingsPage })),
);
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })));

function guarded(path: string, allowed: AllowedRoles, screen: ReactNode): RouteObject {
  return { path, element: <RequireRole allowed={allowed}>{screen}</RequireRole> };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '/login', element: <LoginRoute /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      {
        // One layout route for every portal screen, so the shell (sidebar state, open menus) survives navigation;
        // each screen then narrows the audience with its own guard.
        element: (
          <RequireRole allowed="any">
            <PortalLayout />
          </RequireRole>
        ),
        children: [
          guarded('/dashboard', 'dev', <OverviewDashboardPage />),
          guarded('/client-dashboard', 'client', <ClientDashboardPage />),
          guarded('/projects', 'any', <ProjectsPage />),
          guarded('/projects/:id', 'any', <ProjectDetailPage />),
          guarded('/tasks', 'any', <TasksPage />),
          guarded('/tasks/:id', 'any', <TaskDetailPage />),
          guarded('/communications', 'any', <CommunicationsPage />),
          guarded('/settings', 'any', <SettingsPage />),
          guarded('/settings/profile', 'any', <ProfileSettingsPage />),
          guarded('/settings/account', 'any', <AccountSettingsPage />),
          guarded('/clients', 'dev', <ClientsPage />),
          guarded('/clients/:id', 'dev', <ClientDetailPage />),
          guarded('/contact-submissions', 'dev', <ContactLeadsPage />),
          guarded('/client-billing', 'client', <ClientBillingPage />),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
