import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@shared/schemas/me';
import type { CommunicationList, CommunicationListItem } from '@shared/schemas/communications';
import { ME_QUERY_KEY } from '../../lib/current-user';
import { ANIMAS_VALLEY, annLeeAs } from '../../test/me';
import { ClientCommunicationsTab } from './client-communications-tab';

const me = (role: 'developer' | 'client_primary'): Me =>
  annLeeAs(
    role,
    role === 'developer'
      ? { 'communications.view': 'assigned', 'communications.create': 'all', 'communications.manage': 'own' }
      : { 'communications.view': 'company' },
  );

const item = (over: Partial<CommunicationListItem>): CommunicationListItem => ({
  id: 'c1',
  type: 'call',
  direction: 'inbound',
  subject: 'Release call',
  content: 'About the release',
  fromEmail: null,
  toEmail: null,
  attachmentsCount: 0,
  duration: '30 minutes',
  meetingStartsAt: null,
  meetingEndsAt: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  client: ANIMAS_VALLEY,
  staffOnly: false,
  readerLabel: null,
  user: { id: 'u1', firstName: 'Ann', lastName: 'Lee' },
  can: { edit: true, delete: true },
  ...over,
});

const STAFF_ITEMS = [
  item({ staffOnly: true }),
  item({ id: 'c2', type: 'email', direction: 'outbound', subject: 'Contract', user: null, can: { edit: false, delete: false } }),
];

const LIST: CommunicationList = {
  items: STAFF_ITEMS,
  total: 2,
  page: 1,
  pageSize: 50,
  stats: { total: 2, email: 1, call: 1, meeting: 0, chat: 0 },
};

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

function renderTab(role: 'developer' | 'client_primary') {
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/communications')) return json(LIST);
    if (url.startsWith('/api/options/users')) return json([]);
    return json([]);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(ME_QUERY_KEY, me(role));
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ClientCommunicationsTab client={ANIMAS_VALLEY} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchSpy;
}

describe('ClientCommunicationsTab', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("lists that client's communications with the buttons each item allows", async () => {
    const fetchSpy = renderTab('developer');
    // The file's first render loads every module cold: give the list more than the default second to arrive.
    expect(await screen.findByRole('heading', { name: 'Communication History (2)' }, { timeout: 5000 })).toBeTruthy();
    const urls = fetchSpy.mock.calls.map(([input]) => String(input)).filter((u) => u.startsWith('/api/communications'));
    expect(urls.every((u) => u.includes(`clientId=${ANIMAS_VALLEY.id}`))).toBe(true);

    const list = within(screen.getByRole('list', { name: 'Communications' }));
    const call = within(list.getByRole('listitem', { name: 'Release call' }));
    expect(call.getByText('Received')).toBeTruthy();
    expect(call.getByText(/^Today at /)).toBeTruthy();
    expect(call.getByText('Duration: 30 minutes')).toBeTruthy();
    expect(call.getByRole('button', { name: 'Edit Release call' })).toBeTruthy();
    const email = within(list.getByRole('listitem', { name: 'Contract' }));
    expect(email.getByText('Unknown User')).toBeTruthy();
    expect(email.getByText('Sent')).toBeTruthy();
    expect(email.getByRole('button', { name: 'View Contract' })).toBeTruthy();
    expect(email.queryByRole('button', { name: 'Edit Contract' })).toBeNull();
    expect(email.queryByRole('button', { name: 'Delete Contract' })).toBeNull();

    // The client is fixed: no client filter, and the Add dialog has it chosen.
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('button', { name: 'Hide' })).toBeTruthy();
    expect(screen.queryByLabelText('Client')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Communication' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Communication' }));
    const client = dialog.getByLabelText('Client') as HTMLSelectElement;
    expect(client.disabled).toBe(true);
    expect(client.value).toBe(ANIMAS_VALLEY.id);
  });

  it('marks which entries the client reads, and the form starts a summary unshared until the author ticks the box', async () => {
    renderTab('developer');
    const list = within(await screen.findByRole('list', { name: 'Communications' }));
    const call = within(list.getByRole('listitem', { name: 'Release call' }));
    expect(call.getByText('Staff only')).toBeTruthy();
    expect(call.queryByText('Client sees this')).toBeNull();
    const contract = within(list.getByRole('listitem', { name: 'Contract' }));
    expect(contract.queryByText('Staff only')).toBeNull();
    expect(contract.getByText('Client sees this')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add Communication' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Communication' }));
    const shared = () => dialog.getByRole('checkbox', { name: /Shared with the client/ }) as HTMLInputElement;
    expect(shared().checked).toBe(true); // an e-mail
    expect(dialog.getByText("The client's users read this in their portal.")).toBeTruthy();
    for (const type of ['call', 'chat']) {
      fireEvent.change(dialog.getByLabelText('Type'), { target: { value: type } });
      await waitFor(() => expect(shared().checked).toBe(false));
    }
    expect(dialog.getByText('Staff only: the client never sees this.')).toBeTruthy();
    fireEvent.click(shared());
    fireEvent.change(dialog.getByLabelText('Type'), { target: { value: 'meeting' } });
    await waitFor(() => expect(dialog.getByLabelText('Meeting Start')).toBeTruthy());
    expect(shared().checked).toBe(true);
  });

  it("shows a client user who wrote each entry from their side, without the agency's Received or Sent", async () => {
    LIST.items = [
      item({ readerLabel: 'You wrote', type: 'email', subject: 'My question', can: { edit: false, delete: false } }),
      item({ id: 'c2', readerLabel: 'Northwind Studio LLC wrote', subject: 'Minutes', can: { edit: false, delete: false } }),
    ];
    renderTab('client_primary');
    const list = within(await screen.findByRole('list', { name: 'Communications' }));
    expect(within(list.getByRole('listitem', { name: 'My question' })).getByText('You wrote')).toBeTruthy();
    expect(within(list.getByRole('listitem', { name: 'Minutes' })).getByText('Northwind Studio LLC wrote')).toBeTruthy();
    expect(list.queryByText('Received')).toBeNull();
    expect(list.queryByText('Ann Lee')).toBeNull();
    expect(list.queryByText('Client sees this')).toBeNull();
    LIST.items = STAFF_ITEMS;
  });

  it('gives client users no Add button and no user filter', async () => {
    renderTab('client_primary');
    expect(await screen.findByRole('heading', { name: 'Communication History (2)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Communication' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await waitFor(() => expect(screen.getByLabelText('Type')).toBeTruthy());
    expect(screen.queryByLabelText('User')).toBeNull();
  });
});
