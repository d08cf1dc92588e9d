import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Me } from '@shared/schemas/me';
import type { TimeEntry, TimerState } from '@shared/schemas/time';
import { ME_QUERY_KEY } from '../../lib/current-user';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '../../test/render';
import { timerQueryOptions } from './api/time-queries';
import { TopBarTimer } from './top-bar-timer';

resetAfterEach();

const me: Me = {
  user: {
    id: 'u1',
    email: 'dev@example.test',
    firstName: 'Dee',
    lastName: 'Vee',
    role: 'developer',
    status: 'active',
    clientId: null,
    avatarUrl: null,
  },
  capabilities: { 'time.track': 'own', 'time.view': 'own' },
  twoFactorEnabled: false,
  twoFactorRequired: false,
};

const entry = (startedAt: string): TimeEntry => ({
  id: 'e1',
  user: { id: 'u1', firstName: 'Dee', lastName: 'Vee' },
  task: { id: 't1', name: 'Fix the login' },
  project: { id: 'p1', name: 'Portal' },
  client: { id: 'c1', name: 'Acme' },
  workDate: '2026-11-24',
  startedAt,
  endedAt: null,
  minutes: null,
  running: true,
  note: null,
  billable: true,
  status: 'open',
  currency: 'USD',
  rateMinor: null,
  amountMinor: null,
  costRateMinor: null,
  invoiceId: null,
  billedMinutes: null,
  billedAmountMinor: null,
  createdAt: startedAt,
  updatedAt: startedAt,
  can: { edit: true, delete: true },
});

function renderTimer(state: TimerState) {
  const sent: Array<{ url: string; body: unknown }> = [];
  const asked: string[] = [];
  stubFetch((url, init) => {
    if (init?.method === 'POST') {
      sent.push({ url, body: JSON.parse(String(init.body ?? '{}')) });
      return json({ ...state.entry, running: false, minutes: 95 });
    }
    if (url.startsWith('/api/timer')) {
      asked.push(url);
      return json(state);
    }
    return json({});
  });
  const queries = renderWithQueries(<TopBarTimer />, { at: '/dashboard', seed: (q) => q.setQueryData(ME_QUERY_KEY, me) });
  return { sent, asked, queries };
}

describe('TopBarTimer', () => {
  it('shows the running task and the time so far, and stops it', async () => {
    const { sent } = renderTimer({ entry: entry(new Date(Date.now() - 125_000).toISOString()), elapsedSeconds: 125, tooLong: false });
    expect(await screen.findByRole('link', { name: 'Fix the login' })).toBeTruthy();
    expect(screen.getByText(/^0:02:0\d$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stop timer on Fix the login' }));
    await waitFor(() => expect(sent).toEqual([{ url: '/api/timer/stop', body: {} }]));
  });

  it('over 12 hours asks for the real duration and stops with it', async () => {
    const { sent } = renderTimer({
      entry: entry(new Date(Date.now() - 13 * 3600_000).toISOString()),
      elapsedSeconds: 13 * 3600,
      tooLong: true,
    });
    fireEvent.click(await screen.findByRole('button', { name: /Running over 12 hours — correct it/ }));
    // The dialog is loaded on demand: on a busy machine its chunk can take longer than findBy's default second.
    const field = await screen.findByLabelText(/Time spent/, undefined, { timeout: 5000 });
    fireEvent.change(field, { target: { value: 'soon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Stop Timer' }));
    expect(await screen.findByText('Enter a duration like 1:30, 1.5h or 90m')).toBeTruthy();
    fireEvent.change(field, { target: { value: '1h 35m' } });
    fireEvent.click(screen.getByRole('button', { name: 'Stop Timer' }));
    await waitFor(() => expect(sent).toEqual([{ url: '/api/timer/stop', body: { minutes: '1h 35m' } }]));
  });

  it('shows nothing when no timer runs', async () => {
    const { asked, queries } = renderTimer({ entry: null, elapsedSeconds: 0, tooLong: false });
    // Once the server's answer (no timer) is in, not before: an empty screen while loading would prove nothing.
    await waitFor(() => expect(queries.getQueryState(timerQueryOptions.queryKey)?.status).toBe('success'));
    expect(asked).toEqual(['/api/timer']);
    expect(screen.queryByRole('status', { name: 'Running timer' })).toBeNull();
  });
});
