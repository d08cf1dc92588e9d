import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@shared/roles';
import type { AuditEntry, AuditLogList } from '@shared/schemas/audit-log';
import { ME_QUERY_KEY } from '../../../lib/current-user';
import { meAs } from '../../../test/me';
import { AuditLogTab } from './audit-log-tab';
import { SettingsPage } from '../settings-page';

const entry = (id: string, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  createdAt: '2026-11-20T09:30:00.000Z',
  actor: { id: 'u1', name: 'Ada Admin', email: 'ada@team.example' },
  action: 'user.role_changed',
  entityType: 'user',
  entityId: 'u2',
  summary: 'Changed Bo’s role from Developer to Designer',
  ipAddress: '198.51.100.7',
  metadata: null,
  ...extra,
});

const LIST: AuditLogList = {
  items: [
    entry('e1'),
    entry('e2', { actor: null, action: 'account.sign_in_failed', summary: 'Failed sign-in as eve@example.test', ipAddress: '203.0.113.9' }),
  ],
  total: 2,
  page: 1,
  pageSize: 50,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAs(
  role: Role,
  ui: React.ReactNode,
  answer: (url: string) => Response = (url) =>
    json(url.startsWith('/api/audit-log') ? LIST : { items: [], total: 0, page: 1, pageSize: 200 }),
) {
  const me = meAs(role);
  const fetchMock = vi.fn(async (url: string) => answer(url));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(ME_QUERY_KEY, me);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/settings?tab=audit']}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

const auditCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map((c) => String(c[0])).filter((u) => u.startsWith('/api/audit-log'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AuditLogTab', { timeout: 20_000 }, () => {
  it('shows who, what, when and from where, as a table and as phone cards, with no actions', async () => {
    const fetchMock = renderAs('admin', <AuditLogTab />);
    expect(await screen.findByText('Entries (2)', {}, { timeout: 10_000 })).toBeTruthy();
    expect(auditCalls(fetchMock)[0]).toBe('/api/audit-log');
    const table = screen.getByRole('table');
    expect(within(table).getByText('Ada Admin')).toBeTruthy();
    expect(within(table).getByText('198.51.100.7')).toBeTruthy();
    expect(within(table).getByText('account.sign_in_failed')).toBeTruthy();
    expect(within(table).getByText('System / anonymous')).toBeTruthy();
    const cards = screen.getByRole('list', { name: 'Audit log entries' });
    expect(within(cards).getByText('Failed sign-in as eve@example.test')).toBeTruthy();
    // Read only: nothing to edit or delete.
    expect(screen.queryByRole('button', { name: /delete|edit/i })).toBeNull();
  });

  it('sends the category, date range and search to the server and starts again from page 1', async () => {
    const fetchMock = renderAs('admin', <AuditLogTab />);
    await screen.findByText('Entries (2)', {}, { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'sign_in' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(auditCalls(fetchMock).at(-1)).toBe('/api/audit-log?category=sign_in&from=2026-11-01&to=2026-11-30'));
    fireEvent.change(screen.getByLabelText('Search the audit log'), { target: { value: 'eve' } });
    await waitFor(() => expect(auditCalls(fetchMock).at(-1)).toContain('q=eve&category=sign_in'), { timeout: 5_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(auditCalls(fetchMock).at(-1)).toBe('/api/audit-log'));
  });

  it('explains an empty result, a backwards range and a failure', async () => {
    renderAs('admin', <AuditLogTab />, (url) =>
      url.startsWith('/api/audit-log') ? json({ items: [], total: 0, page: 1, pageSize: 50 }) : json({ items: [] }),
    );
    expect(await screen.findByText('No entries yet', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    expect(await screen.findByText('The date range is backwards')).toBeTruthy();
    cleanup();
    renderAs('admin', <AuditLogTab />, (url) =>
      url.startsWith('/api/audit-log')
        ? json({ error: { code: 'internal_error', message: 'Something went wrong on our side.' } }, 500)
        : json({ items: [] }),
    );
    expect(await screen.findByText('Could not load the audit log', {}, { timeout: 10_000 })).toBeTruthy();
  });
});

describe('Settings tabs', { timeout: 20_000 }, () => {
  it('offer the Audit Log to admins only', async () => {
    renderAs('admin', <SettingsPage />);
    expect(await screen.findByRole('tab', { name: 'Audit Log' }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('Entries (2)', {}, { timeout: 10_000 })).toBeTruthy();
    cleanup();
    const fetchMock = renderAs('manager', <SettingsPage />);
    expect(await screen.findByRole('tab', { name: 'Users' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Audit Log' })).toBeNull();
    expect(auditCalls(fetchMock)).toEqual([]);
  });
});
