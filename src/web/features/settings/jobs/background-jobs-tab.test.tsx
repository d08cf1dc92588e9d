import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobDto, JobList } from '@shared/schemas/jobs';
import { json, resetAfterEach } from '../../../test/render';
import { renderSettingsAs } from '../settings-test-render';

const FAILED: JobDto = {
  id: '6f1c0d3e-1111-4a2b-9c3d-0123456789ab',
  queue: 'email.task-assigned',
  queueLabel: 'E-mail: task assigned',
  state: 'failed',
  recipient: 'dev@team.example',
  attempts: 11,
  maxAttempts: 11,
  lastError: 'Connection refused',
  nextTryAt: null,
  createdAt: '2026-11-20T09:30:00.000Z',
};
const PENDING: JobDto = {
  ...FAILED,
  id: '6f1c0d3e-2222-4a2b-9c3d-0123456789ab',
  queue: 'email.invitation',
  queueLabel: 'E-mail: invitation',
  state: 'pending',
  recipient: 'new@client.example',
  attempts: 2,
  lastError: '451 Mailbox busy',
  nextTryAt: '2026-11-20T09:35:00.000Z',
};
const LIST: JobList = { items: [FAILED, PENDING], total: 2, page: 1, pageSize: 25 };

resetAfterEach();

describe('Settings > Background jobs', { timeout: 20_000 }, () => {
  it('shows an admin the failed and pending e-mails, and Retry queues a failed one again with a toast', async () => {
    let retried = false;
    const fetchMock = renderSettingsAs('admin', 'jobs', (url, init) => {
      if (url === `/api/jobs/${FAILED.id}/retry` && init?.method === 'POST') {
        retried = true;
        return json({ ...FAILED, state: 'pending', nextTryAt: '2026-11-20T10:00:00.000Z' });
      }
      if (url.startsWith('/api/jobs')) return json(retried ? { ...LIST, items: [PENDING], total: 1 } : LIST);
      return json({ items: [], total: 0, page: 1, pageSize: 50 });
    });
    expect(await screen.findByText('Jobs (2)', {}, { timeout: 10_000 })).toBeTruthy();
    const table = screen.getByRole('table');
    const failedRow = within(table).getByText('E-mail: task assigned').closest('tr')!;
    expect(within(failedRow).getByText('dev@team.example')).toBeTruthy();
    expect(within(failedRow).getByText('Failed')).toBeTruthy();
    expect(within(failedRow).getByText('11 of 11')).toBeTruthy();
    expect(within(failedRow).getByText('Connection refused')).toBeTruthy();
    const pendingRow = within(table).getByText('E-mail: invitation').closest('tr')!;
    expect(within(pendingRow).getByText('Pending')).toBeTruthy();
    // Only a failed job can be retried.
    expect(within(pendingRow).queryByRole('button', { name: /retry/i })).toBeNull();

    fireEvent.click(within(failedRow).getByRole('button', { name: 'Retry E-mail: task assigned to dev@team.example' }));
    expect(await screen.findByText('Job queued again')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Jobs (1)')).toBeTruthy());
    expect(fetchMock.mock.calls.some(([url, init]) => url === `/api/jobs/${FAILED.id}/retry` && init?.method === 'POST')).toBe(true);
  });

  it('filters by status through the list query', async () => {
    const fetchMock = renderSettingsAs('super_admin', 'jobs', () => json(LIST));
    await screen.findByText('Jobs (2)', {}, { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'failed' } });
    await waitFor(() =>
      expect(fetchMock.mock.calls.map((c) => String(c[0])).some((u) => /^\/api\/jobs\?.*state=failed/.test(u))).toBe(true),
    );
  });

  it('is not offered to a manager', async () => {
    renderSettingsAs('manager', 'jobs', () => json({ items: [], total: 0, page: 1, pageSize: 50 }));
    expect(await screen.findByRole('tab', { name: 'Users' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Background jobs' })).toBeNull();
  });
});
