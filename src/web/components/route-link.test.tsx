import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Me } from '../../shared/schemas/me';
import type { Role } from '../../shared/roles';
import { ME_QUERY_KEY } from '../lib/current-user';
import { RouteLink } from './route-link';

afterEach(cleanup);

function renderAs(role: Role, to: string) {
  const me = { user: { id: 'u1', role }, capabilities: {}, twoFactorEnabled: false, twoFactorRequired: false } as unknown as Me;
  const queryClient = new QueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, me);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <RouteLink to={to}>Animas Valley Health</RouteLink>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('RouteLink', () => {
  it('is a link for a reader the route table lets open the screen', () => {
    renderAs('developer', '/clients/c1');
    expect(screen.getByRole('link', { name: 'Animas Valley Health' }).getAttribute('href')).toBe('/clients/c1');
  });

  it('is the same words as plain text for a reader who would be bounced', () => {
    renderAs('client_primary', '/clients/c1');
    expect(screen.getByText('Animas Valley Health')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
