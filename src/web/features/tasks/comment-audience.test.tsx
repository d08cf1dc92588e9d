import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TaskComment } from '@shared/schemas/tasks';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '@web/test/render';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { InternalTaskMarker } from './internal-marker';

const TASK = '77777777-7777-4777-8777-777777777777';
const comment = (over: Partial<TaskComment>): TaskComment => ({
  id: '88888888-8888-4888-8888-888888888888',
  taskId: TASK,
  content: 'Opened a pull request',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  author: { id: 'u2', firstName: 'Priya', lastName: 'Raman', avatarUrl: null },
  internal: false,
  fromClient: false,
  can: { edit: false, delete: false },
  ...over,
});

const inList = (ui: React.ReactNode) => renderWithQueries(<ul aria-label="Comments">{ui}</ul>);

// Who reads what (decisions 0103, 0104): staff see on every comment whether the client reads it; a client's own
// comment says "Client" to both sides.
describe('who reads a comment', () => {
  resetAfterEach();

  it('marks for staff an internal comment "Internal" and a shared one "Client can read"', () => {
    inList(
      <>
        <CommentItem comment={comment({ id: 'a', content: 'Team only', internal: true })} audience="task-shown" />
        <CommentItem comment={comment({ id: 'b', content: 'For the client' })} audience="task-shown" />
      </>,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('Internal')).toBeTruthy();
    expect(within(first!).queryByText('Client can read')).toBeNull();
    expect(within(second!).getByText('Client can read')).toBeTruthy();
  });

  it('marks every comment "Internal" on a task the client does not see', () => {
    inList(<CommentItem comment={comment({ internal: false })} audience="task-hidden" />);
    expect(screen.getByText('Internal')).toBeTruthy();
    expect(screen.queryByText('Client can read')).toBeNull();
  });

  it('labels a client user’s comment "Client", and shows a client reader no audience marks', () => {
    inList(<CommentItem comment={comment({ fromClient: true, content: 'Looks good to us' })} audience={null} />);
    expect(screen.getByText('Client')).toBeTruthy();
    expect(screen.queryByText('Internal')).toBeNull();
    expect(screen.queryByText('Client can read')).toBeNull();
  });

  it('marks a task kept from the client "Internal" in the lists', () => {
    renderWithQueries(
      <>
        <InternalTaskMarker clientVisible={false} />
        <InternalTaskMarker clientVisible={true} />
      </>,
    );
    expect(screen.getAllByText('Internal')).toHaveLength(1);
  });
});

describe('the comment box', () => {
  resetAfterEach();

  it('keeps a staff comment internal unless "Visible to the client" is ticked', async () => {
    const sent: unknown[] = [];
    stubFetch(async (_url, init) => {
      const body = JSON.parse(String(init?.body ?? '{}'));
      sent.push(body);
      return json(comment({ content: body.content, internal: body.internal }), 201);
    });
    renderWithQueries(<CommentForm taskId={TASK} offerVisible />);
    const box = screen.getByPlaceholderText('Add a comment...');
    const visible = screen.getByRole('checkbox', { name: 'Visible to the client' });
    expect((visible as HTMLInputElement).checked).toBe(false);
    fireEvent.change(box, { target: { value: 'Team chatter' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Comment' }));
    await waitFor(() => expect(sent).toEqual([{ content: 'Team chatter', internal: true }]));
    fireEvent.click(visible);
    fireEvent.change(box, { target: { value: 'For you to read' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Comment' }));
    await waitFor(() => expect(sent[1]).toEqual({ content: 'For you to read', internal: false }));
  });

  it('offers no choice to a client user', () => {
    renderWithQueries(<CommentForm taskId={TASK} />);
    expect(screen.queryByRole('checkbox', { name: 'Visible to the client' })).toBeNull();
  });
});
