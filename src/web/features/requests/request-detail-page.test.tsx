import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Me } from '@shared/schemas/me';
import type { RequestDetail } from '@shared/schemas/requests';
import { ME_QUERY_KEY } from '../../lib/current-user';
import { json, resetAfterEach, stubFetch } from '../../test/render';
import { RequestDetailPage } from './request-detail-page';

const MANAGER: Me = {
  user: {
    id: 'm1',
    email: 'm@example.test',
    firstName: 'Max',
    lastName: 'Ray',
    role: 'manager',
    status: 'active',
    clientId: null,
    avatarUrl: null,
  },
  capabilities: { 'requests.view': 'all', 'requests.manage': 'all' },
  twoFactorEnabled: false,
  twoFactorRequired: false,
};

const REQUEST: RequestDetail = {
  id: 'r1',
  number: 12,
  title: 'Add a dark mode',
  description: 'Our staff work late.',
  priority: 'medium',
  status: 'open',
  client: { id: 'c1', name: 'Animas Valley Health' },
  project: { id: 'p1', name: 'Patient Portal' },
  createdBy: { id: 'u2', firstName: 'Cleo', lastName: 'Park' },
  decidedBy: null,
  decidedAt: null,
  declineReason: null,
  task: null,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  can: { accept: true, decline: true, edit: false, withdraw: false },
};

function renderPage() {
  const fetchSpy = stubFetch((url, init) => {
    if (url === '/api/requests/r1/decline')
      return json({ ...REQUEST, status: 'declined', declineReason: JSON.parse(String(init?.body)).reason });
    if (url === '/api/requests/r1/messages') return json({ items: [], canPost: true, canPostInternal: true });
    if (url.startsWith('/api/requests/r1')) return json(REQUEST);
    return json([]);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(ME_QUERY_KEY, MANAGER);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/requests/r1']}>
        <Routes>
          <Route path="/requests/:id" element={<RequestDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchSpy;
}

describe('RequestDetailPage', () => {
  resetAfterEach();

  it('offers a manager Accept and Decline; declining needs a reason before anything is sent', async () => {
    const fetchSpy = renderPage();
    expect(await screen.findByRole('heading', { name: /Add a dark mode/ })).toBeTruthy();
    expect(screen.getByText('Our staff work late.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline Request' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Decline Request' }));
    expect(await dialog.findByText('Tell the client why the request is declined')).toBeTruthy();
    expect(fetchSpy.mock.calls.some(([u]) => String(u).endsWith('/decline'))).toBe(false);

    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Outside the contract.' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Decline Request' }));
    await waitFor(() => expect(fetchSpy.mock.calls.some(([u]) => String(u).endsWith('/decline'))).toBe(true));
    const [, init] = fetchSpy.mock.calls.find(([u]) => String(u).endsWith('/decline'))!;
    expect(JSON.parse(String(init!.body))).toEqual({ reason: 'Outside the contract.' });
  });
});
