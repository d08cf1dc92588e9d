import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Me } from '@shared/schemas/me';
import { ME_QUERY_KEY } from '../../lib/current-user';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '../../test/render';
import { refusal } from '../../test/server-refusal';
import { ClientRemindersCard } from './client-reminders-card';

const me = {
  user: {
    id: 'u1',
    email: 'admin@example.test',
    firstName: 'Ada',
    lastName: 'Min',
    role: 'admin',
    status: 'active',
    clientId: null,
    avatarUrl: null,
  },
  capabilities: { 'billingSettings.manage': 'all' },
  twoFactorEnabled: false,
  twoFactorRequired: false,
} as unknown as Me;

describe('ClientRemindersCard', () => {
  resetAfterEach();

  it("sends the client's own days, and shows the server's message under the schedule", async () => {
    const fetchSpy = stubFetch((_url, init) =>
      init?.method === 'PUT'
        ? refusal({ 'offsets.1': 'A step is at most 365 days after the due date' })
        : json({ mode: 'default', offsets: null, agencyOffsets: [0, 7], agencyRemindersEnabled: true }),
    );
    renderWithQueries(<ClientRemindersCard client={{ id: 'c1', name: 'Acme' }} />, { seed: (q) => q.setQueryData(ME_QUERY_KEY, me) });
    fireEvent.click(await screen.findByLabelText(/Own days/));
    fireEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    await waitFor(() => expect(screen.getByText('A step is at most 365 days after the due date')).toBeTruthy());
    const [, put] = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put!.body))).toEqual({ mode: 'custom', offsets: [0, 7] });
  });
});
