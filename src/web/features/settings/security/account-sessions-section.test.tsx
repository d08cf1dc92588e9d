import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountSession } from '@shared/schemas/account';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '../../../test/render';
import { AccountSessionsSection } from './account-sessions-section';

const now = new Date().toISOString();
const SESSIONS: AccountSession[] = [
  { id: 's1', device: 'Chrome on macOS', ipAddress: '10.0.0.1', createdAt: now, lastActiveAt: now, current: true },
  {
    id: 's2',
    device: 'Safari on iPhone',
    ipAddress: '10.0.0.2',
    createdAt: now,
    lastActiveAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
    current: false,
  },
];

describe('AccountSessionsSection', () => {
  resetAfterEach();

  it('lists devices, marks this one, and signs out another', async () => {
    let sessions = SESSIONS;
    const fetchSpy = stubFetch((url, init) => {
      if (init?.method === 'DELETE') {
        sessions = sessions.filter((s) => !url.endsWith(s.id));
        return new Response(null, { status: 204 });
      }
      return json({ items: sessions });
    });
    renderWithQueries(<AccountSessionsSection />);

    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('This device')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getByText('3 hours ago')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out all other devices' })).toBeTruthy();

    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Sign out Safari on iPhone' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(fetchSpy.mock.calls.some(([path, init]) => String(path) === '/api/account/sessions/s2' && init?.method === 'DELETE')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).toBeNull();
  });
});
