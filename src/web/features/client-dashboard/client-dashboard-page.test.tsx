import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@shared/schemas/me';
import { EMPTY_CLIENT_DASHBOARD, type ClientDashboard } from '@shared/schemas/client-dashboard';
import { ME_QUERY_KEY } from '../../lib/current-user';
import { ClientDashboardPage, type ClientDashboardPageProps } from './client-dashboard-page';

const LOADING = 'Loading your dashboard';

const ME: Me = {
  user: {
    id: 'u1',
    email: 'rebecca@example.test',
    firstName: 'Rebecca',
    lastName: 'Holloway',
    role: 'client_primary',
    status: 'active',
    clientId: 'c1',
    avatarUrl: null,
  },
  capabilities: {},
  twoFactorEnabled: false,
  twoFactorRequired: false,
};

const FULL: ClientDashboard = {
  projects: {
    items: [
      { id: 'p1', name: 'Patient Portal', status: 'active', completionPercentage: 85, endDate: null },
      { id: 'p2', name: 'Reminders', status: 'on_hold', completionPercentage: 10, endDate: null },
    ],
    total: 2,
  },
  taskCounts: { total: 9, completed: 4, inProgress: 3, pending: 2, overdue: 1 },
  recentTasks: [
    {
      id: 't1',
      title: 'Fix login',
      description: null,
      type: 'bug_fix',
      status: 'in_progress',
      isOverdue: false,
      priority: 'high',
      dueDate: null,
      client: { id: 'c1', name: 'Animas' },
      project: null,
      milestone: null,
      assignedTo: null,
      clientVisible: true,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-02T00:00:00Z',
      can: { edit: false, delete: false, assign: false, comment: true },
    },
    {
      id: 't2',
      title: 'Send assets',
      description: null,
      type: 'feature',
      status: 'pending',
      isOverdue: true,
      priority: 'medium',
      dueDate: '2025-03-10',
      client: { id: 'c1', name: 'Animas' },
      project: { id: 'p1', name: 'Patient Portal' },
      milestone: null,
      assignedTo: null,
      clientVisible: true,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-02T00:00:00Z',
      can: { edit: false, delete: false, assign: false, comment: true },
    },
  ],
  team: [
    {
      id: 'm1',
      firstName: 'Elena',
      lastName: 'Martinez',
      email: 'elena@example.test',
      avatarUrl: null,
      role: 'super_admin',
      roleTitle: 'Project Lead',
    },
  ],
  recentCommunications: [
    {
      id: 'x1',
      type: 'call',
      direction: 'inbound',
      subject: 'Budget call',
      preview: 'We talked budgets.',
      readerLabel: 'Northwind Studio wrote',
      createdAt: '2026-01-03T10:00:00Z',
    },
  ],
  conversation: { id: 'p1', name: 'Website redesign' },
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The server: the dashboard's answer (the first one failing when asked), and a first visit's "since" card. */
function answer(dashboard: unknown, { failFirst = false } = {}) {
  let failed = !failFirst;
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('since-last-visit')) return Promise.resolve(json({ since: null, groups: [] }));
    if (!failed) {
      failed = true;
      return Promise.resolve(json({ error: { code: 'internal_error', message: 'Something went wrong on our side.' } }, 500));
    }
    return Promise.resolve(json(dashboard));
  });
}

function renderPage(props: ClientDashboardPageProps = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(ME_QUERY_KEY, ME);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/client-dashboard']}>
        <ClientDashboardPage {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ClientDashboardPage', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('greets the user by first name and shows every empty state', async () => {
    answer(EMPTY_CLIENT_DASHBOARD);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeTruthy();
    expect(screen.getByText("Welcome, Rebecca! Here's an overview of your projects and tasks.")).toBeTruthy();
    expect(await screen.findByText('No projects available')).toBeTruthy();
    expect(screen.getByText('No recent tasks available')).toBeTruthy();
    expect(screen.getByText('No team members assigned to your projects yet')).toBeTruthy();
    expect(screen.queryByText(/overdue/)).toBeNull();
  });

  it('shows projects with coloured progress, counts, tasks, team and communications', async () => {
    answer(FULL);
    renderPage();
    const projects = await screen.findByRole('region', { name: 'Your Projects' });
    expect(within(projects).getByRole('link', { name: 'View All Projects' }).getAttribute('href')).toBe('/projects');
    const portal = within(projects).getByRole('link', { name: /Patient Portal/ });
    expect(portal.getAttribute('href')).toBe('/projects/p1');
    expect(portal.className).toContain('border-l-blue');
    const bar = within(portal).getByRole('progressbar');
    expect((bar.firstElementChild as HTMLElement).className).toContain('bg-green');
    const held = within(projects).getByRole('link', { name: /Reminders/ });
    expect(held.className).toContain('border-l-amber');
    expect((within(held).getByRole('progressbar').firstElementChild as HTMLElement).className).toContain('bg-amber');

    const tasks = screen.getByRole('region', { name: 'Your Tasks' });
    expect(within(tasks).getByText('4')).toBeTruthy();
    expect(within(tasks).getByText('1 overdue').getAttribute('href')).toBe('/tasks?overdue=true');

    const recent = screen.getByRole('region', { name: 'Recent Tasks' });
    expect(
      within(recent)
        .getByRole('link', { name: /Fix login/ })
        .getAttribute('href'),
    ).toBe('/tasks/t1');
    expect(within(recent).getByText('No Project')).toBeTruthy();
    expect(within(recent).getByText('No due date')).toBeTruthy();
    // Overdue is said in words beside the red, not by the colour alone.
    expect(within(recent).getByRole('link', { name: /Send assets/ }).textContent).toMatch(/· Overdue/);
    // Its real status stays, with the Overdue marker beside it.
    const late = within(recent).getByRole('link', { name: /Send assets/ });
    expect(within(late).getByText('Pending')).toBeTruthy();
    expect(within(late).getByText('Overdue').className).toContain('text-red');
    expect(within(recent).getByRole('link', { name: /Fix login/ }).textContent).not.toMatch(/Overdue/);

    const team = screen.getByRole('region', { name: 'Your Team' });
    expect(within(team).getByText('Project Lead')).toBeTruthy();
    expect(within(team).getByRole('link', { name: 'elena@example.test' }).getAttribute('href')).toBe('mailto:elena@example.test');

    const comms = screen.getByRole('region', { name: 'Recent Communications' });
    // Read from the client's side (decision 0106): who wrote it, never the agency's Received or Sent.
    expect(within(comms).getByText('Northwind Studio wrote')).toBeTruthy();
    expect(within(comms).queryByText(/From: Team|Received/)).toBeNull();
    expect(within(comms).getByText('Call')).toBeTruthy();
    expect(within(comms).getByRole('link', { name: 'View All Communications' }).getAttribute('href')).toBe('/communications');

    // Writing to the team opens the project's conversation, where a client may write.
    expect(screen.queryByRole('link', { name: 'Live Chat' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Message the team' }).getAttribute('href')).toBe('/projects/p1?tab=conversation');
    expect(screen.getByText('In the conversation of Website redesign')).toBeTruthy();
  });

  it('keeps its skeleton until the cards passed in have their first answer, so none appears above what is shown', async () => {
    const fetchSpy = answer(EMPTY_CLIENT_DASHBOARD);
    renderPage({ useCardsSettled: () => false });
    // Both answers are in: the dashboard's and its "since your last visit" card's.
    await waitFor(() => expect(fetchSpy.mock.calls.length).toBeGreaterThanOrEqual(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status', { name: LOADING })).toBeTruthy();
    expect(screen.queryByText('No projects available')).toBeNull();
  });

  it('offers a retry when loading fails', async () => {
    const fetchSpy = answer(EMPTY_CLIENT_DASHBOARD, { failFirst: true });
    renderPage();
    expect(await screen.findByText('Could not load your dashboard')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No projects available')).toBeTruthy();
    // The dashboard twice (the failure, the retry).
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).endsWith('/api/client-dashboard'))).toHaveLength(2);
  });
});
