import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Me } from '@shared/schemas/me';
import type { NotificationItem, NotificationList } from '@shared/schemas/notifications';
import { ME_QUERY_KEY } from '../../lib/current-user';
import { testMe } from '../../test/me';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '../../test/render';
import { NotificationBell } from './notification-bell';

const ME: Me = testMe({ email: 'developer@demo.test', firstName: 'Marcus', lastName: 'Chen', role: 'developer' });

const item = (id: string, title: string, readAt: string | null): NotificationItem => ({
  id,
  kind: 'task_assigned',
  title,
  body: 'Daniel Whitaker assigned you the task.',
  link: `/tasks/${id}`,
  readAt,
  createdAt: new Date().toISOString(),
});

function renderBell(list: NotificationList, me: Me = ME) {
  let current = list;
  const fetchSpy = stubFetch((url, init) => {
    if (url === '/api/me') return json(me);
    if (url === '/api/notifications/read') {
      const ids = (JSON.parse(String(init?.body)) as { ids?: string[] }).ids;
      current = {
        ...current,
        items: current.items.map((i) => (!ids || ids.includes(i.id) ? { ...i, readAt: new Date().toISOString() } : i)),
      };
      current.unreadCount = current.items.filter((i) => !i.readAt).length;
      return json({ unreadCount: current.unreadCount });
    }
    return json(current);
  });
  renderWithQueries(<NotificationBell />, { at: '/dashboard', seed: (queryClient) => queryClient.setQueryData(ME_QUERY_KEY, me) });
  return fetchSpy;
}

const open = (button: HTMLElement) => {
  fireEvent.pointerDown(button, { button: 0, ctrlKey: false, pointerType: 'mouse' });
};

describe('NotificationBell', () => {
  resetAfterEach();

  it('names the unread count in words and shows it on the badge', async () => {
    renderBell({ items: [item('a', 'Task assigned to you: Fix login', null)], unreadCount: 3, hasMore: false });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell.textContent).toBe('3');
  });

  it('says none unread and shows no badge when all is read', async () => {
    renderBell({ items: [], unreadCount: 0, hasMore: false });
    const bell = await screen.findByRole('button', { name: 'Notifications, none unread' });
    expect(bell.textContent).toBe('');
  });

  it('lists notifications, unread ones said in words, and opens one, marking it read', async () => {
    const fetchSpy = renderBell({
      items: [item('a', 'Task assigned to you: Fix login', null), item('b', 'Task assigned to you: Old one', '2026-01-01T00:00:00Z')],
      unreadCount: 1,
      hasMore: false,
    });
    open(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const unread = await screen.findByRole('menuitem', { name: /^Unread: Task assigned to you: Fix login/ }, { timeout: 10000 });
    expect(screen.getByRole('menuitem', { name: /^Task assigned to you: Old one/ })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /Mark all as read/ })).toBeTruthy();

    fireEvent.click(unread);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/tasks/a'));
    await waitFor(() => {
      const post = fetchSpy.mock.calls.find(([url]) => String(url) === '/api/notifications/read');
      expect(JSON.parse(String(post?.[1]?.body))).toEqual({ ids: ['a'] });
    });
    await screen.findByRole('button', { name: 'Notifications, none unread' });
  });

  it('is not shown while a required second factor is missing', () => {
    renderBell({ items: [], unreadCount: 0, hasMore: false }, { ...ME, twoFactorRequired: true });
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
  });
});
