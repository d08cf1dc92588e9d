import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationPreferences } from '@shared/schemas/notifications';
import { NotificationPreferencesSection } from './notification-preferences-section';

const toastSuccess = vi.fn();
vi.mock('sonner', () => ({ toast: { success: (...args: unknown[]) => toastSuccess(...args), error: vi.fn() } }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const STAFF: NotificationPreferences = {
  items: [
    { kind: 'task_assigned', channel: 'both' },
    { kind: 'task_comment', channel: 'both' },
  ],
  delivery: 'immediate',
};

function renderSection(answerPut: (body: Record<string, string>) => Response) {
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    if (init?.method === 'PUT') return answerPut(JSON.parse(String(init.body)) as Record<string, string>);
    return json(STAFF);
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NotificationPreferencesSection />
    </QueryClientProvider>,
  );
  return fetchSpy;
}

describe('NotificationPreferencesSection', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    toastSuccess.mockReset();
  });

  it('shows a labelled choice for each kind of the role only, and saves a change with a toast', async () => {
    const fetchSpy = renderSection((body) =>
      json({
        items: STAFF.items.map((i) => ({ kind: i.kind, channel: body[i.kind] ?? i.channel })),
        delivery: body.delivery ?? 'immediate',
      }),
    );
    const assigned = await screen.findByLabelText<HTMLSelectElement>('Task assigned to you');
    expect(assigned.value).toBe('both');
    expect(screen.getByLabelText<HTMLSelectElement>('Comment on your task').value).toBe('both');
    expect(screen.queryByLabelText('New contact lead')).toBeNull();
    expect([...assigned.options].map((o) => o.text)).toEqual(['Both', 'In-app', 'E-mail', 'None']);

    fireEvent.change(assigned, { target: { value: 'email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Notification settings saved'));
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/notifications/preferences');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ task_assigned: 'email', task_comment: 'both', delivery: 'immediate' });
  });

  it('offers a daily digest instead of each e-mail at once, and saves the choice', async () => {
    const fetchSpy = renderSection((body) => json({ items: STAFF.items, delivery: body.delivery ?? 'immediate' }));
    const delivery = await screen.findByLabelText<HTMLSelectElement>('How e-mails arrive');
    expect([...delivery.options].map((o) => o.text)).toEqual(['Each e-mail at once', 'One daily digest']);
    fireEvent.change(delivery, { target: { value: 'daily' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Notification settings saved'));
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ delivery: 'daily' });
  });

  it('shows the server’s message under the field it names', async () => {
    renderSection(() =>
      json(
        {
          error: {
            code: 'validation_failed',
            message: 'Some fields are invalid.',
            fields: { task_comment: 'This notification does not apply to your role.' },
          },
        },
        400,
      ),
    );
    const comment = await screen.findByLabelText<HTMLSelectElement>('Comment on your task');
    fireEvent.change(comment, { target: { value: 'none' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText('This notification does not apply to your role.')).toBeTruthy();
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    expect(toastSuccess).not.toHaveBeenCalled();
  });
});
