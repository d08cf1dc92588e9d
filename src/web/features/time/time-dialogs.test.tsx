import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '../../test/render';
import { messageUnder, refusal } from '../../test/server-refusal';
import { StopTimerDialog } from './stop-timer-dialog';
import { TimeEntryDialog } from './time-entry-dialog';
import { ReturnWeekDialog } from './timesheet-approvals';

const TASK = '00000000-0000-4000-8000-000000000001';
const noop = () => undefined;

/** Every write is refused with `fields`; reads answer an empty page. */
const refuseWrites = (fields: Record<string, string>) =>
  stubFetch((_url, init) => (init?.method && init.method !== 'GET' ? refusal(fields) : json({ items: [] })));

describe('time dialogs on the one form pattern', () => {
  resetAfterEach();

  it('Add Time checks the duration with the shared schema, and shows the server refusal under its field', async () => {
    const fetchSpy = refuseWrites({ workDate: 'That week is locked', taskId: 'The task is closed' });
    renderWithQueries(<TimeEntryDialog open onOpenChange={noop} taskId={TASK} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Time' });
    const duration = within(dialog).getByLabelText(/^Duration/);
    fireEvent.change(duration, { target: { value: 'soon' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Time' }));
    await waitFor(() => expect(messageUnder(duration)).toBe('Enter a duration like 1:30, 1.5h or 90m'));
    expect(fetchSpy).not.toHaveBeenCalled();

    fireEvent.change(duration, { target: { value: '1:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Time' }));
    await waitFor(() => expect(messageUnder(within(dialog).getByLabelText(/^Date/))).toBe('That week is locked'));
    // The task is the card's: its refusal is said beside the duration.
    expect(messageUnder(duration)).toBe('The task is closed');
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body))).toMatchObject({ minutes: '1:30', taskId: TASK });
  });

  it('Correct the Timer shows the server refusal under Time spent', async () => {
    refuseWrites({ minutes: 'One entry holds at most 24 hours' });
    renderWithQueries(<StopTimerDialog open onOpenChange={noop} taskName="Fix the login" />);
    const dialog = await screen.findByRole('dialog', { name: 'Correct the Timer' });
    const field = within(dialog).getByLabelText(/^Time spent/);
    fireEvent.change(field, { target: { value: '3:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop Timer' }));
    await waitFor(() => expect(messageUnder(field)).toBe('One entry holds at most 24 hours'));
  });

  it('Return Week asks for a note, then shows the server refusal under it', async () => {
    const fetchSpy = refuseWrites({ note: 'Note must be at most 2000 characters' });
    const item = { person: { id: 'u1', firstName: 'Dee', lastName: 'Vee' }, weekStart: '2026-11-23' };
    renderWithQueries(<ReturnWeekDialog item={item as never} onClose={noop} />);
    const dialog = await screen.findByRole('dialog', { name: 'Return Week' });
    const note = within(dialog).getByLabelText(/^Note/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Return Week' }));
    await waitFor(() => expect(messageUnder(note)).toBe('Say what to fix is required'));
    expect(fetchSpy).not.toHaveBeenCalled();
    fireEvent.change(note, { target: { value: 'Tuesday is missing' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Return Week' }));
    await waitFor(() => expect(messageUnder(note)).toBe('Note must be at most 2000 characters'));
  });
});
