/**
 * The router, generated from the route table (decision 0035): src/shared/routes.ts says which screens exist and who
 * may open them, ./screens.tsx what each renders. Public screens are plain routes; every other one sits in the
 * portal's layout route behind the guard, which reads the same table.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { SCREEN_ROUTES, type ScreenId } from '../../shared/routes';
import { PortalLayout } from './layouts/portal-layout';
import { hasSignedInHint } from '../lib/signed-in-hint';
import { RequireRole } from './require-role';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { NotFoundPage, SCREEN_TABLE, type ScreenEntry } from './screens';

/** What a route can start before it renders: its code, and the data it opens with. */
interface RouteHandle {
  preload?: () => Promise<unknown>;
  prefetch?: (queryClient: QueryClient) => void;
}

function routeOf({ id, path, audience, capability }: (typeof SCREEN_ROUTES)[number]): RouteObject {
  const { screen, denied, prefetch } = SCREEN_TABLE[id] as ScreenEntry<ScreenId>;
  const { Component, preload } = screen;
  const handle: RouteHandle | undefined = preload || prefetch ? { preload, prefetch } : undefined;
  if (audience === 'public') return { path, handle, element: <Component /> };
  return {
    path,
    handle,
    element: (
      <RequireRole route={{ audience, capability }} denied={denied}>
        <Component />
      </RequireRole>
    ),
  };
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
 * instead of one after the other once the guard has its answer; and, for a browser with a session, the screen's data.
 * A visitor's browser asks for no data: it would only answer 401.
 */
export function preloadScreensFor(pathname: string, queryClient: QueryClient) {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const handle = match.route.handle as RouteHandle | undefined;
    handle?.preload?.().catch(() => {
      // A failed early download is retried, with an error shown, when the screen really renders.
    });
    if (hasSignedInHint()) handle?.prefetch?.(queryClient);
  }
}
