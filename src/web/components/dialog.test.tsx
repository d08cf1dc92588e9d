import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

afterEach(cleanup);

/** Opens a dialog from a button, the way the screens do: from state, the form mounted only while open. */
function Harness({ unmountWhenClosed }: { unmountWhenClosed: boolean }) {
  const [open, setOpen] = useState(false);
  const dialog = (
    <Dialog open={open} onOpenChange={setOpen} title="New thing">
      <input aria-label="Name" autoFocus />
    </Dialog>
  );
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {unmountWhenClosed && !open ? null : dialog}
    </>
  );
}

describe('Dialog', () => {
  for (const unmountWhenClosed of [false, true]) {
    it(`gives focus back to its opener after a field autofocused${unmountWhenClosed ? ' (unmounted on close)' : ''}`, async () => {
      render(<Harness unmountWhenClosed={unmountWhenClosed} />);
      const opener = screen.getByRole('button', { name: 'Open' });
      opener.focus();
      act(() => opener.click());
      await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(opener));
    });
  }
});
