import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestMessage, RequestThread as Thread } from '@shared/schemas/requests';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '../../test/render';
import { RequestThread } from './request-thread';

const message = (over: Partial<RequestMessage>): RequestMessage => ({
  id: 'm1',
  requestId: 'r1',
  body: 'Can the logo be bigger?',
  internal: false,
  createdAt: '2026-11-20T10:00:00Z',
  fileCount: 0,
  author: { id: 'u2', firstName: 'Cleo', lastName: 'Park', avatarUrl: null, fromAgency: false },
  canAttach: false,
  ...over,
});

const STAFF_THREAD: Thread = {
  items: [
    message({}),
    message({
      id: 'm2',
      body: 'They asked for this last time too.',
      internal: true,
      author: { id: 'm1', firstName: 'Max', lastName: 'Ray', avatarUrl: null, fromAgency: true },
    }),
  ],
  canPost: true,
  canPostInternal: true,
};

function renderThread(thread: Thread, client: boolean) {
  const fetchSpy = stubFetch((url, init) => {
    if (url === '/api/requests/r1/messages' && init?.method === 'POST') {
      const sent = JSON.parse(String(init.body)) as { body: string; internal: boolean };
      return json(message({ id: 'm3', body: sent.body, internal: sent.internal }), 201);
    }
    return json(thread);
  });
  renderWithQueries(<RequestThread requestId="r1" client={client} />);
  return fetchSpy;
}

describe('RequestThread', () => {
  resetAfterEach();

  it('shows staff the client’s message marked "Client" and the internal note marked as such', async () => {
    renderThread(STAFF_THREAD, false);
    const list = within(await screen.findByRole('list', { name: 'Messages on this request' }));
    const [first, second] = list.getAllByRole('listitem');
    expect(within(first!).getByText('Client')).toBeTruthy();
    expect(within(first!).getByText('Can the logo be bigger?')).toBeTruthy();
    expect(within(second!).getByText('Internal note')).toBeTruthy();
  });

  it('lets staff write an internal note: the composer says so and sends internal: true', async () => {
    const fetchSpy = renderThread(STAFF_THREAD, false);
    await screen.findByRole('list', { name: 'Messages on this request' });
    fireEvent.click(screen.getByRole('checkbox', { name: /Internal note \(hidden from the client\)/ }));
    const form = within(screen.getByRole('form', { name: 'Write an internal note' }));
    fireEvent.change(form.getByLabelText('Internal note'), { target: { value: 'Check with the developers' } });
    fireEvent.click(form.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [, init] = fetchSpy.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({ body: 'Check with the developers', internal: true });
  });

  it('offers a client no internal note, labels the team’s messages, and sends a plain message', async () => {
    const thread: Thread = {
      items: [
        message({ author: { id: 'm1', firstName: 'Max', lastName: 'Ray', avatarUrl: null, fromAgency: true }, body: 'Next Tuesday.' }),
      ],
      canPost: true,
      canPostInternal: false,
    };
    const fetchSpy = renderThread(thread, true);
    expect(await screen.findByText('Next Tuesday.')).toBeTruthy();
    expect(screen.getByText('Team')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    const form = within(screen.getByRole('form', { name: 'Write a message' }));
    const send = form.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(form.getByLabelText('Message'), { target: { value: 'Thanks!' } });
    fireEvent.click(send);
    await waitFor(() => expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [, init] = fetchSpy.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({ body: 'Thanks!', internal: false });
  });
});
