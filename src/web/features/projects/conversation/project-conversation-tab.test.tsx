import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MessagePage, ProjectMessage } from '@shared/schemas/messages';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '@web/test/render';
import { ProjectConversationTab } from './project-conversation-tab';

const P = '00000000-0000-4000-8000-0000000000a1';

const message = (id: string, body: string, extra: Partial<ProjectMessage> = {}): ProjectMessage => ({
  id,
  projectId: P,
  body,
  internal: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  editedAt: null,
  fileCount: 0,
  author: { id: 'u1', firstName: 'Ada', lastName: 'Byron', avatarUrl: null, fromAgency: true },
  can: { edit: false, delete: false },
  ...extra,
});

function page(items: ProjectMessage[], extra: Partial<MessagePage> = {}): MessagePage {
  return { items, olderCursor: null, canPost: true, canPostInternal: true, ...extra };
}

/** Answers the list with `pages` (by `before`) and records every write. */
function api(pages: Record<string, MessagePage>) {
  const sent: Array<{ method: string; url: string; body: unknown }> = [];
  stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') return json(pages[new URL(url, 'http://x').searchParams.get('before') ?? ''] ?? page([]));
    sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
    return json(message('new', 'sent'), 201);
  });
  return sent;
}

describe('ProjectConversationTab', () => {
  resetAfterEach();

  it('shows the messages oldest first, marks internal notes and edits, and loads older ones above', async () => {
    api({
      '': page([message('m2', 'Second'), message('m3', 'Hidden plan', { internal: true, editedAt: '2026-11-20T11:00:00.000Z' })], {
        olderCursor: '2026-11-20T10:00:00.000000Z~00000000-0000-4000-8000-000000000001',
      }),
      '2026-11-20T10:00:00.000000Z~00000000-0000-4000-8000-000000000001': page([message('m1', 'First')]),
    });
    renderWithQueries(<ProjectConversationTab projectId={P} client={false} />);
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Second'), expect.stringContaining('Hidden plan')]);
    expect(within(list).getByText('Internal note')).toBeTruthy();
    expect(within(list).getByText('(edited)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('First');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });

  it('sends with Ctrl+Enter, and as an internal note when staff tick the box', async () => {
    const sent = api({ '': page([]) });
    renderWithQueries(<ProjectConversationTab projectId={P} client={false} />);
    await screen.findByText('No messages yet');
    const box = screen.getByLabelText('Message');
    fireEvent.change(box, { target: { value: 'Hello **team**' } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: `/api/projects/${P}/messages`,
      body: { body: 'Hello **team**', internal: false },
    });
    await waitFor(() => expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(''));

    fireEvent.click(screen.getByLabelText('Internal note (hidden from the client)'));
    expect(screen.getByRole('form', { name: 'Write an internal note' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Internal note'), { target: { value: 'Only us' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toEqual({ body: 'Only us', internal: true });
  });

  it('offers client users no internal note, and shows the server’s message for a refused text', async () => {
    stubFetch((_url, init) =>
      (init?.method ?? 'GET') === 'GET'
        ? json(page([], { canPostInternal: false }))
        : json(
            { error: { code: 'validation_failed', message: 'Invalid', fields: { body: 'A message can be at most 10,000 characters' } } },
            400,
          ),
    );
    renderWithQueries(<ProjectConversationTab projectId={P} client />);
    await screen.findByText('No messages yet');
    expect(screen.queryByLabelText('Internal note (hidden from the client)')).toBeNull();
    const box = screen.getByLabelText('Message');
    fireEvent.change(box, { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'A message can be at most 10,000 characters');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    // Enter alone is a new line, not a send.
    fireEvent.keyDown(box, { key: 'Enter' });
  });

  it('shows Edit, Delete and Files only where the server allows', async () => {
    api({
      '': page([
        message('m1', 'Mine', { can: { edit: true, delete: true } }),
        message('m2', 'Theirs'),
        message('m3', 'With a file', {
          fileCount: 1,
          author: { id: 'u2', firstName: 'Cy', lastName: 'Lee', avatarUrl: null, fromAgency: false },
        }),
      ]),
    });
    renderWithQueries(<ProjectConversationTab projectId={P} client={false} />);
    await screen.findByText('Mine');
    expect(screen.getAllByRole('button', { name: /^Edit message/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Delete message/ })).toHaveLength(1);
    // Files: on one's own message (to add some) and on one that has files; not on another's without any.
    expect(screen.getAllByRole('button', { name: /^Files of the message from/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Files of the message from Ada Byron',
      'Files of the message from Cy Lee',
    ]);
    expect(screen.getByText('Client')).toBeTruthy();
  });

  it('has no composer for someone who may only read', async () => {
    api({ '': page([message('m1', 'Hi')], { canPost: false, canPostInternal: false }) });
    renderWithQueries(<ProjectConversationTab projectId={P} client />);
    await screen.findByText('Hi');
    expect(screen.queryByLabelText('Message')).toBeNull();
  });
});
