import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { resetAfterEach } from '../../test/render';
import { TimesheetCell } from './timesheet-cell';

resetAfterEach();

function renderCell(minutes = 0, save = vi.fn(() => Promise.resolve())) {
  render(
    <>
      <TimesheetCell minutes={minutes} editable label="Design review, Monday" save={save} />
      <TimesheetCell minutes={0} editable label="Design review, Tuesday" save={vi.fn(() => Promise.resolve())} />
    </>,
  );
  return {
    save,
    input: screen.getByLabelText<HTMLInputElement>('Design review, Monday'),
    next: screen.getByLabelText('Design review, Tuesday'),
  };
}

describe('a timesheet cell', () => {
  it('shows minutes as h:mm and saves what is typed on Enter, moving to the next cell', async () => {
    const { save, input, next } = renderCell(90);
    expect(input.value).toBe('1:30');
    input.focus();
    fireEvent.change(input, { target: { value: '1.5h 15m' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(save).toHaveBeenCalledWith(105));
    expect(document.activeElement).toBe(next);
  });

  it('refuses a typo beside the cell without sending it, and Escape puts the value back', () => {
    const { save, input } = renderCell(30);
    input.focus();
    fireEvent.change(input, { target: { value: 'soon' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toContain('Enter a duration like 1:30, 1.5h or 90m');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(save).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('0:30');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears with an empty cell, sends nothing when unchanged, and shows the server refusal', async () => {
    const save = vi.fn(() => Promise.reject(new ApiError(409, 'conflict', "Edit this day's timed entries on the task.")));
    const { input } = renderCell(60, save);
    input.focus();
    fireEvent.blur(input);
    expect(save).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('timed entries'));
    expect(save).toHaveBeenCalledWith(0);
  });
});
