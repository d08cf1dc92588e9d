import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Me } from '@shared/schemas/me';
import type { RequestList, RequestListItem } from '@shared/schemas/requests';
import { ME_QUERY_KEY } from '../../lib/current-user';
import { ANIMAS_VALLEY, annLeeAs } from '../../test/me';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '../../test/render';
import { RequestsPage } from './requests-page';

const PROJECT = { id: '9b2f0a52-2f4c-4a43-9a55-8d3f0b6f6a11', name: 'Patient Portal' };

const me = (role: 'manager' | 'client_primary'): Me =>
  annLeeAs(
    role,
    role === 'manager'
      ? { 'requests.view': 'all', 'requests.manage': 'all' }
      : { 'requests.view': 'company', 'requests.create': 'company' },
  );

const NONE = { accept: false, decline: false, edit: false, withdraw: false };
const item = (over: Partial<RequestListItem>): RequestListItem => ({
  id: 'r1',
  number: 7,
  title: 'Add a dark mode',
  description: 'Please',
  priority: 'high',
  status: 'open',
  client: ANIMAS_VALLEY,
  project: PROJECT,
  createdBy: { id: 'c1', firstName: 'Cleo', lastName: 'Park' },
  decidedBy: null,
  decidedAt: null,
  declineReason: null,
  task: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  can: NONE,
  ...over,
});

const LIST: RequestList = {
  items: [
    item({}),
    item({ id: 'r2', number: 8, title: 'Host it ourselves', status: 'declined', declineReason: 'Outside our support contract.' }),
    item({
      id: 'r3',
      number: 9,
      title: 'Export to PDF',
      status: 'accepted',
      task: { id: 't1', name: 'Export to PDF', status: 'in_progress' },
    }),
  ],
  total: 3,
  page: 1,
  pageSize: 50,
  stats: { total: 3, open: 1, accepted: 1, declined: 1 },
};

function renderPage(role: 'manager' | 'client_primary') {
  const fetchSpy = stubFetch((url, init) => {
    if (url.startsWith('/api/requests') && init?.method === 'POST') return json(item({ id: 'new' }), 201);
    if (url.startsWith('/api/requests')) return json(LIST);
    if (url.startsWith('/api/options/projects')) return json([{ ...PROJECT, clientId: ANIMAS_VALLEY.id }]);
    return json([]);
  });
  renderWithQueries(<RequestsPage />, { at: '/requests', seed: (q) => q.setQueryData(ME_QUERY_KEY, me(role)) });
  return fetchSpy;
}

describe('RequestsPage', () => {
  resetAfterEach();

  it('shows staff the counts, each request with its client, the reason of a declined one and the task of an accepted one', async () => {
    renderPage('manager');
    const list = within(await screen.findByRole('list', { name: 'Requests' }));
    expect(screen.getByRole('heading', { name: 'Requests' })).toBeTruthy();
    const counts = within(screen.getByRole('list', { name: 'Request counts' }));
    expect(counts.getByText('Open')).toBeTruthy();
    expect(list.getAllByText(/Animas Valley Health/)).toHaveLength(3);
    expect(list.getByText('Outside our support contract.')).toBeTruthy();
    expect(list.getByText('In Progress')).toBeTruthy();
    // Managers answer requests; they do not file them.
    expect(screen.queryByRole('button', { name: 'New Request' })).toBeNull();
  });

  it('lets a client user file a request, checked by the shared schema before it is sent', async () => {
    const fetchSpy = renderPage('client_primary');
    expect(await screen.findByRole('heading', { name: 'Your Requests' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New Request' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New Request' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await dialog.findByText('Title is required')).toBeTruthy();
    expect(dialog.getByText('Choose the project this request is about')).toBeTruthy();
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await waitFor(() => expect(dialog.getByRole('option', { name: PROJECT.name })).toBeTruthy());
    fireEvent.change(dialog.getByLabelText('Project'), { target: { value: PROJECT.id } });
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Bigger buttons' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [, init] = fetchSpy.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({ projectId: PROJECT.id, title: 'Bigger buttons', description: '', priority: 'medium' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/requests/new'));
  });
});
