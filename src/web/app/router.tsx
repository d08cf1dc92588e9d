/**
 * The router, generated from the route table (decision 0035): src/shared/routes.ts says which screens exist and who
 * may open them, ./screens.tsx what each renders. Public screens are plain routes; every other one sits in the
 * portal's layout route behind the guard, which reads the same table.
 */
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { SCREEN_ROUTES, type ScreenId } from '../../shared/routes';
import { PortalLayout } from './layouts/portal-layout';
import { RequireRole } from './require-role';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { NotFoundPage, SCREEN_TABLE, type ScreenEntry } from './screens';

function routeOf({ id, path, audience, capability }: (typeof SCREEN_ROUTES)[number]): RouteObject {
  const { screen, denied } = SCREEN_TABLE[id] as ScreenEntry<ScreenId>;
  const { Component, preload } = screen;
  const handle = preload ? { preload } : undefined;
  if (audience === 'public') return { path, handle, element: <Component /> };
  return { path, handle, element: <RequireRole route={{ audience, capability }} denied={denied}><Component /></RequireRole> };
}

const publicRoutes = SCREEN_ROUTES.filter((route) => route.audience === 'public').map(routeOf);
const portalRoutes = SCREEN_ROUTES.filter((route) => route.audience !== 'public').map(routeOf);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...publicRoutes,
      {
        // One layout route for every portal screen, so the shell (sidebar state, open menus) survives navigation;
        // each screen then narrows the audience with its own guard. The shell is part of the first load, not a lazy
        // chunk: every signed-in screen needs it, and loading it with the screen made one more wave of small files
        // after the entry had run (on the signed-in dashboard, about 0.8 s of Lighthouse's simulated LCP).
        element: (
          <RequireRole route={{ audience: 'any' }}>
            <PortalLayout />
          </RequireRole>
        ),
        children: [
          {
            // A screen that throws is replaced by an error inside the shell; navigating away clears it.
            errorElement: <RouteError inShell />,
            children: portalRoutes,
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
