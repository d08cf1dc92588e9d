import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../shared/schemas/me';
import type { Role } from '../../shared/roles';
import { ME_QUERY_KEY } from '../lib/current-user';
import type { Capability } from '../../shared/permissions';
import type { ScreenAudience } from '../../shared/routes';
import { RequireRole } from './require-role';

function meAs(role: Role, twoFactorRequired = false): Me {
  return {
    user: { id: 'u1', email: 'a@example.com', firstName: 'A', lastName: 'B', role, status: 'active', clientId: null, avatarUrl: null },
    capabilities: {},
    twoFactorEnabled: false,
    twoFactorRequired,
  };
}

function renderGuard(allowed: Exclude<ScreenAudience, 'public'>, me: Me | null | 'loading', capability?: Capability) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (me === 'loading') vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => {}));
  else queryClient.setQueryData(ME_QUERY_KEY, me);
  const page = (name: string) => <p>{name} page</p>;
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/guarded']}>
        <Routes>
          <Route
            path="/guarded"
            element={
              <RequireRole route={{ audience: allowed, capability }} denied="Not for you.">
                {page('guarded')}
              </RequireRole>
            }
          />
          <Route path="/login" element={page('login')} />
          <Route path="/dashboard" element={page('dashboard')} />
          <Route path="/client-dashboard" element={page('client dashboard')} />
          <Route path="/" element={page('home')} />
          <Route path="/settings/account" element={<RequireRole route={{ audience: 'any' }}>{page('account settings')}</RequireRole>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('RequireRole', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows a spinner while the current user is loading', () => {
    renderGuard('any', 'loading');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it('sends anonymous users to /login', () => {
    renderGuard('any', null);
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it('lets the right kind of role in', () => {
    renderGuard('dev', meAs('developer'));
    expect(screen.getByText('guarded page')).toBeTruthy();
  });

  it('sends a client away from a staff screen to the client dashboard', () => {
    renderGuard('dev', meAs('client_additional'));
    expect(screen.getByText('client dashboard page')).toBeTruthy();
  });

  it('sends staff away from a client screen to the overview dashboard', () => {
    renderGuard('client', meAs('support'));
    expect(screen.getByText('dashboard page')).toBeTruthy();
  });

  it("explains in place, without the screen, why staff without the screen's capability may not use it", () => {
    renderGuard('dev', meAs('support'), 'leads.view');
    expect(screen.getByRole('heading', { name: 'Permission Denied' })).toBeTruthy();
    expect(screen.getByText('Not for you.')).toBeTruthy();
    expect(screen.queryByText('guarded page')).toBeNull();
  });

  it('lets holders of the capability in', () => {
    renderGuard('dev', meAs('manager'), 'leads.view');
    expect(screen.getByText('guarded page')).toBeTruthy();
  });

  it('sends an unknown role to the home page', () => {
    renderGuard('any', meAs('intruder' as Role));
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it('sends staff the workspace requires two-factor of to Account Settings, and lets them stay there', () => {
    renderGuard('dev', meAs('developer', true));
    expect(screen.getByText('account settings page')).toBeTruthy();
  });
});
