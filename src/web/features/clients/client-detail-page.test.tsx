import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@shared/schemas/me';
import type { Capability } from '@shared/permissions';
import type { ClientDetail } from '@shared/schemas/clients';
import { ME_QUERY_KEY } from '../../lib/current-user';
import { ClientDetailPage } from './client-detail-page';
import { queryKeys } from '@web/lib/query-keys';

const CLIENT = {
  id: '3e4dd2a2-523f-43cb-a3e9-3a75a015478d',
  name: 'Animas Valley Health',
  can: { edit: true, delete: false, manageUsers: true },
};

function meWith(role: string, capabilities: Capability[]): Me {
  return {
    user: { id: 'u1', email: 'm@example.test', firstName: 'M', lastName: 'N', role, status: 'active', clientId: null, avatarUrl: null },
    capabilities: Object.fromEntries(capabilities.map((c) => [c, 'all'])),
    twoFactorEnabled: false,
    twoFactorRequired: false,
  } as Me;
}

const Stub = ({ label }: { label: string }) => <p>{label} panel</p>;

function renderPage(me: Me, query: string) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(ME_QUERY_KEY, me);
  // Only id, name and can are read outside the Overview tab, which these cases do not open.
  queryClient.setQueryData(queryKeys.clients.detail(CLIENT.id), { ...CLIENT } as unknown as ClientDetail);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/clients/${CLIENT.id}${query}`]}>
        <Routes>
          <Route
            path="/clients/:id"
            element={
              <ClientDetailPage
                ProjectsTab={() => <Stub label="Projects" />}
                TasksTab={() => <Stub label="Tasks" />}
                CommunicationTab={() => <Stub label="Communication" />}
                RevenueView={() => <Stub label="Revenue" />}
                BillingView={() => <Stub label="Billing" />}
              />
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ClientDetailPage tabs', () => {
  it('hides Financials & Billing from a role that may not view financials', () => {
    renderPage(meWith('manager', ['clients.view', 'clients.manage']), '?tab=projects');
    expect(screen.getByRole('tab', { name: 'Projects' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Financials & Billing' })).toBeNull();
  });

  it('shows the tabs in order, Users only to those who manage client users', () => {
    renderPage(meWith('manager', ['clients.view', 'clients.manage', 'clientUsers.manage']), '?tab=projects');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Projects', 'Tasks', 'Communication', 'Users']);
    cleanup();
    renderPage(meWith('developer', ['clients.view']), '?tab=tasks');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Projects', 'Tasks', 'Communication']);
    expect(screen.getByText('Tasks panel')).toBeTruthy();
  });

  it('a direct ?tab=financials link still says Permission Denied', () => {
    renderPage(meWith('manager', ['clients.view', 'clients.manage']), '?tab=financials');
    expect(screen.getByRole('heading', { name: 'Permission Denied' })).toBeTruthy();
    expect(screen.queryByText('Revenue panel')).toBeNull();
  });

  it('shows it, with Expected Revenue and Invoices, to those who may view financials', () => {
    renderPage(meWith('admin', ['clients.view', 'clients.manage', 'financials.view']), '?tab=financials');
    expect(screen.getByRole('tab', { name: 'Financials & Billing' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Expected Revenue' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invoices' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Stripe/ })).toBeNull();
    expect(screen.getByText('Revenue panel')).toBeTruthy();
  });
});
