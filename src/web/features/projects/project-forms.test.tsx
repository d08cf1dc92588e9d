import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '../../test/render';
import { messageUnder, refusal } from '../../test/server-refusal';
import { AddTeamMemberDialog } from './add-team-member-dialog';
import { ApprovalNoteDialog } from './approval-note-dialog';
import { MessageComposer } from './conversation/message-composer';

const PROJECT = '00000000-0000-4000-8000-0000000000a1';
const PERSON = '00000000-0000-4000-8000-0000000000b2';
const noop = () => undefined;
const isWrite = (init?: RequestInit) => Boolean(init?.method && init.method !== 'GET');

describe('project forms on the one form pattern', () => {
  resetAfterEach();

  it('Add Team Member asks for a person first, then shows the server refusal under Team Member', async () => {
    const fetchSpy = stubFetch((_url, init) =>
      isWrite(init)
        ? refusal({ profileId: 'Dana is already on the team' })
        : json([{ id: PERSON, firstName: 'Dana', lastName: 'Lee', email: 'dana@example.test', role: 'developer' }]),
    );
    renderWithQueries(
      <>
        <AddTeamMemberDialog projectId={PROJECT} open onOpenChange={noop} />
        <Toaster />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Team Member to Project' });
    const member = within(dialog).getByLabelText('Team Member');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to Project' }));
    await waitFor(() => expect(messageUnder(member)).toBe('Please select a team member'));
    expect(await screen.findByText('Failed to add team member')).toBeTruthy();
    expect(fetchSpy.mock.calls.some(([, init]) => isWrite(init))).toBe(false);

    await within(dialog).findByRole('option', { name: 'Dana Lee (Developer)' });
    fireEvent.change(member, { target: { value: PERSON } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to Project' }));
    await waitFor(() => expect(messageUnder(member)).toBe('Dana is already on the team'));
    const [, post] = fetchSpy.mock.calls.find(([, init]) => isWrite(init))!;
    expect(JSON.parse(String(post!.body))).toEqual({ profileId: PERSON, role: 'developer' });
  });

  it('Request changes shows the server refusal under the note', async () => {
    stubFetch((_url, init) => (isWrite(init) ? refusal({ note: 'Note must be at most 2000 characters' }) : json({ items: [] })));
    renderWithQueries(
      <ApprovalNoteDialog action="requestChanges" milestone={{ id: 'm1', name: 'Design', projectId: PROJECT }} onOpenChange={noop} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Request changes' });
    const note = within(dialog).getByLabelText(/^What should change/);
    fireEvent.change(note, { target: { value: 'Darker blue' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    await waitFor(() => expect(messageUnder(note)).toBe('Note must be at most 2000 characters'));
  });

  it('the message composer shows the server refusal under the text, not in a toast', async () => {
    stubFetch((_url, init) => (isWrite(init) ? refusal({ body: 'Write at most 10000 characters' }) : json({ items: [] })));
    renderWithQueries(<MessageComposer projectId={PROJECT} canPostInternal={false} />);
    const box = screen.getByLabelText('Message');
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(messageUnder(box)).toContain('Write at most 10000 characters'));
    expect((box as HTMLTextAreaElement).value).toBe('Hello');
  });
});
