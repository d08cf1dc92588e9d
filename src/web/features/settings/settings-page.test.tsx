import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Me } from '@shared/schemas/me';
import { capabilitiesOf } from '@shared/permissions';
import { ME_QUERY_KEY } from '../../lib/current-user';
import { SettingsPage } from './settings-page';

afterEach(cleanup);

function renderAs(role: 'client_primary' | 'client_additional', path = '/settings') {
  const me: Me = {
    user: {
      id: 'u1',
      email: 'c@example.test',
      firstName: 'Cleo',
      lastName: 'Lane',
      role,
      status: 'active',
      clientId: 'c1',
      avatarUrl: null,
    },
    capabilities: capabilitiesOf(role),
    twoFactorEnabled: false,
    twoFactorRequired: false,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(ME_QUERY_KEY, me);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <SettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SettingsPage for a client user', () => {
  it.each(['client_primary', 'client_additional'] as const)('%s: their profile and account, no users, roles or audit log', (role) => {
    renderAs(role, '/settings?tab=permissions');
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Profile Settings/ }).getAttribute('href')).toBe('/settings/profile');
    expect(screen.getByRole('link', { name: /Account Settings/ }).getAttribute('href')).toBe('/settings/account');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByText(/Role Permissions|User Management|Audit Log|workspace/i)).toBeNull();
  });
});
