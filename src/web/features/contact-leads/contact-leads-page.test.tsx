import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@shared/schemas/me';
import type { Capability } from '@shared/permissions';
import type { Lead, LeadList } from '@shared/schemas/leads';
import { ME_QUERY_KEY } from '../../lib/current-user';
import { testMe } from '../../test/me';
import { ContactLeadsPage } from './contact-leads-page';

function meWith(capabilities: Capability[]): Me {
  return testMe({}, { capabilities: Object.fromEntries(capabilities.map((c) => [c, 'all'])) });
}

const LEADS: Lead[] = [
  {
    id: 'lead-1',
    firstName: 'Andre',
    lastName: 'Fleming',
    email: 'andre@pagosa.test',
    company: 'Pagosa Fabrication',
    projectType: 'custom-software',
    description: 'Line one\nLine two',
    status: 'new',
    clientId: null,
    createdAt: '2026-03-02T15:30:00Z',
    updatedAt: '2026-03-02T15:30:00Z',
    can: { edit: true, delete: true, convert: true },
  },
  {
    id: 'lead-2',
    firstName: 'Grace',
    lastName: 'Grant',
    email: 'grace@gallup.test',
    company: 'Gallup Homes',
    projectType: 'consultation',
    description: 'Hello',
    status: 'contacted',
    clientId: 'client-9',
    createdAt: '2026-02-20T09:00:00Z',
    updatedAt: '2026-02-21T09:00:00Z',
    can: { edit: true, delete: true, convert: false },
  },
];
/** As the server sends them to someone who may only read leads. */
const READ_ONLY: Lead[] = LEADS.map((lead) => ({ ...lead, can: { edit: false, delete: false, convert: false } }));

function listOf(items: Lead[], total = items.length): LeadList {
  return { items, total, page: 1, pageSize: 50, stats: { total, new: 1, contacted: 1, qualified: 0, disqualified: 0 } };
}

function json(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderPage(capabilities: Capability[], url = '/contact-submissions') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(ME_QUERY_KEY, meWith(capabilities));
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <ContactLeadsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ContactLeadsPage', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('lists the leads with their count and hides delete where the lead says it may not be deleted', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(listOf(READ_ONLY, 12)));
    renderPage(['leads.view']);

    expect(await screen.findByRole('heading', { name: 'Contact Leads (12)' })).toBeTruthy();
    const table = within(screen.getByRole('table'));
    expect(table.getByText('Pagosa Fabrication')).toBeTruthy();
    expect(table.getByText('Custom Software Solution')).toBeTruthy();
    expect(table.getByRole('button', { name: 'View submission from Andre Fleming' })).toBeTruthy();
    expect(table.queryByRole('button', { name: /Delete submission/ })).toBeNull();
  });

  it('sends the filters from the address to the server and shows the filtered empty state', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ ...listOf([]), stats: listOf(LEADS).stats }));
    renderPage(['leads.view'], '/contact-submissions?q=zzz&status=qualified');

    expect(await screen.findByText('No submissions match your filters')).toBeTruthy();
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe('/api/contact-submissions?q=zzz&status=qualified');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/contact-submissions/export.csv?q=zzz&status=qualified',
    );
    // A status in the address shows the panel that set it.
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('qualified');
  });

  it('says there are no submissions yet when there are none at all', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(listOf([], 0)));
    renderPage(['leads.view']);
    expect(await screen.findByText('No submissions yet')).toBeTruthy();
    expect(screen.getByText('Submissions will appear here once they are received.')).toBeTruthy();
  });

  it('offers a retry when the list fails to load', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json({ error: { code: 'unavailable', message: 'Database is away' } }, 503))
      .mockResolvedValue(json(listOf(LEADS)));
    renderPage(['leads.view']);

    // The query client of the app retries; this one does not, so the first failure shows.
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Database is away')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Contact Leads (2)' })).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('shows a lead in the details dialog with its current status pressed', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(listOf(LEADS)));
    renderPage(['leads.view', 'leads.manage']);

    fireEvent.click(within(await screen.findByRole('table')).getByText('Gallup Homes'));
    const dialog = within(screen.getByRole('dialog', { name: 'Grace Grant' }));
    expect(dialog.getByRole('button', { name: 'Contacted' }).getAttribute('aria-pressed')).toBe('true');
    expect(dialog.getByRole('button', { name: 'New' }).getAttribute('aria-pressed')).toBe('false');
    expect(dialog.getByRole('link', { name: 'Converted to client' }).getAttribute('href')).toBe('/clients/client-9');
    expect(dialog.queryByRole('button', { name: 'Convert to client' })).toBeNull();
    expect(dialog.getByRole('link', { name: 'Reply via Email' }).getAttribute('href')).toMatch(/^mailto:grace@gallup\.test\?subject=Re/);
  });

  it('asks before deleting and deletes on confirm', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (_input, init) => (init?.method === 'DELETE' ? new Response(null, { status: 204 }) : json(listOf(LEADS))));
    renderPage(['leads.view', 'leads.manage']);

    const table = within(await screen.findByRole('table'));
    fireEvent.click(table.getByRole('button', { name: 'Delete submission from Andre Fleming' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete submission' }));
    expect(
      dialog.getByText('Are you sure you want to delete this submission from Andre Fleming? This action cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchSpy).toHaveBeenCalledWith('/api/contact-submissions/lead-1', expect.objectContaining({ method: 'DELETE' }));
  });
});
