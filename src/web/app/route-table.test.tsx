import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { isValidElement, type ComponentProps } from 'react';
import { matchRoutes, MemoryRouter, Route, Routes, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Me } from '../../shared/schemas/me';
import { ROLES, type Role } from '../../shared/roles';
import { SCREEN_ROUTES, type ScreenId } from '../../shared/routes';
import { ME_QUERY_KEY } from '../lib/current-user';
import { RequireRole } from './require-role';
import { routes } from './router';
import { SCREEN_TABLE, type ScreenEntry } from './screens';

type Guard = ComponentProps<typeof RequireRole>;

/** Every path of the router with the guard that wraps its screen (none for a public one). */
function routedScreens(list: RouteObject[]): Array<{ path: string; guard: Omit<Guard, 'children'> | null }> {
  const found: Array<{ path: string; guard: Omit<Guard, 'children'> | null }> = [];
  for (const route of list) {
    if (route.path && route.path !== '*') {
      const element = route.element;
      const guard = isValidElement<Guard>(element) && element.type === RequireRole ? element.props : null;
      found.push({ path: route.path, guard: guard && { route: guard.route, denied: guard.denied } });
    }
    if (route.children) found.push(...routedScreens(route.children));
  }
  return found;
}

describe('the router, generated from the route table', () => {
  const routed = routedScreens(routes);

  it('routes every screen of the table once, and nothing else', () => {
    expect(routed.map((r) => r.path).sort()).toEqual(SCREEN_ROUTES.map((r) => r.path).sort());
  });

  it('guards each screen with its audience and capability, and leaves the public ones open', () => {
    for (const { id, path, audience, capability } of SCREEN_ROUTES) {
      const { guard } = routed.find((r) => r.path === path)!;
      if (audience === 'public') expect(guard, path).toBeNull();
      else expect(guard, path).toEqual({ route: { audience, capability }, denied: (SCREEN_TABLE[id] as ScreenEntry<ScreenId>).denied });
    }
  });

  it('opens each address with its own screen', () => {
    for (const { path } of SCREEN_ROUTES) {
      const address = path.replace(':id', '3f1c');
      expect(matchRoutes(routes, address)?.at(-1)?.route.path, address).toBe(path);
    }
    expect(matchRoutes(routes, '/clients/3f1c/extra')?.at(-1)?.route.path).toBe('*');
  });
});

// What each role meets on each signed-in screen, as before the table: its screen, its own home, or the refusal.
const STAFF_DENIED_LEADS = ['developer', 'designer', 'support'];
const NOT_ADMINS = ['manager', 'developer', 'designer', 'support'];
function expectedFor(role: Role, path: string): string {
  const staff = !role.startsWith('client_');
  const staffScreens = [
    '/dashboard',
    '/clients',
    '/clients/:id',
    '/contact-submissions',
    '/timesheet',
    '/reports/time',
    '/billing/recurring',
    '/expenses',
    '/expenses/recurring',
    '/invoices',
    '/invoices/tax-report',
    '/reports/profit',
  ];
  const clientScreens = ['/client-dashboard', '/client-billing', '/colleagues'];
  if (!staff && staffScreens.includes(path)) return 'client dashboard page';
  if (staff && clientScreens.includes(path)) return 'dashboard page';
  if (path === '/contact-submissions' && STAFF_DENIED_LEADS.includes(role))
    return 'You do not have permission to view contact submissions.';
  // Everyone on the staff tracks time; the reports are for managers and admins.
  if (path === '/reports/time' && STAFF_DENIED_LEADS.includes(role)) return 'You do not have permission to view time reports.';
  // Quotes and recurring invoices are the admins' money; client users read their company's quotes.
  if ((path === '/quotes' || path === '/quotes/:id') && NOT_ADMINS.includes(role)) return 'You do not have permission to view quotes.';
  if (path === '/colleagues' && role === 'client_additional')
    return 'Your company’s primary contact manages who from your company uses the portal.';
  if (path === '/billing/recurring' && NOT_ADMINS.includes(role)) return 'You do not have permission to manage recurring invoices.';
  // Recurring expenses are set up by those who approve expenses: managers and admins.
  if (path === '/expenses/recurring' && STAFF_DENIED_LEADS.includes(role))
    return 'You do not have permission to manage recurring expenses.';
  if ((path === '/invoices' || path === '/invoices/tax-report' || path === '/reports/profit') && NOT_ADMINS.includes(role))
    return 'You do not have permission to view financial data.';
  return 'the screen';
}

function renderGuarded(role: Role, id: ScreenId) {
  const route = SCREEN_ROUTES.find((r) => r.id === id)!;
  const me: Me = {
    user: { id: 'u1', email: 'a@example.com', firstName: 'A', lastName: 'B', role, status: 'active', clientId: null, avatarUrl: null },
    capabilities: {},
    twoFactorEnabled: false,
    twoFactorRequired: false,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(ME_QUERY_KEY, me);
  const page = (text: string) => <p>{text}</p>;
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/here']}>
        <Routes>
          <Route
            path="/here"
            element={
              <RequireRole route={route} denied={(SCREEN_TABLE[id] as ScreenEntry<ScreenId>).denied}>
                {page('the screen')}
              </RequireRole>
            }
          />
          <Route path="/dashboard" element={page('dashboard page')} />
          <Route path="/client-dashboard" element={page('client dashboard page')} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the guard of every screen, for every role', () => {
  afterEach(cleanup);

  for (const role of ROLES) {
    it(`lets ${role} into the screens it may open and sends it where it went before from the others`, () => {
      for (const { id, path, audience } of SCREEN_ROUTES) {
        if (audience === 'public') continue;
        renderGuarded(role, id);
        expect(screen.getByText(expectedFor(role, path)), `${role} on ${path}`).toBeTruthy();
        cleanup();
      }
    });
  }
});
