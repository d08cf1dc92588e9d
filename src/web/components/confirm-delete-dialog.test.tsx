import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

afterEach(cleanup);

/** A screen's delete dialog, with a delete that fails the first time and succeeds the second. */
function Harness({ onDeleted }: { onDeleted: () => void }) {
  const [open, setOpen] = useState(true);
  const [calls, setCalls] = useState(0);
  const mutation = {
    isPending: false,
    mutateAsync: async (id: string) => {
      setCalls((n) => n + 1);
      if (calls === 0) throw new Error(`Could not delete ${id}`);
    },
  };
  return (
    <>
      <Toaster />
      <ConfirmDeleteDialog
        open={open}
        onOpenChange={setOpen}
        onDeleted={onDeleted}
        mutation={mutation}
        id="t-1"
        title="Delete Task"
        description={`Are you sure you want to delete "Fix it"? This action cannot be undone.`}
        toasts={{ success: 'Task deleted successfully', description: 'Fix it has been removed.', failure: 'Failed to delete task' }}
      />
    </>
  );
}

describe('ConfirmDeleteDialog', () => {
  it('stays open with the failure toast, then closes with the success toast and calls onDeleted', async () => {
    let deleted = 0;
    render(<Harness onDeleted={() => (deleted += 1)} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Task' });

    act(() => screen.getByRole('button', { name: 'Delete' }).click());
    expect(await screen.findByText('Failed to delete task')).toBeTruthy();
    expect(screen.getByText('Could not delete t-1')).toBeTruthy();
    expect(dialog.isConnected).toBe(true);
    expect(deleted).toBe(0);

    act(() => screen.getByRole('button', { name: 'Delete' }).click());
    expect(await screen.findByText('Task deleted successfully')).toBeTruthy();
    expect(screen.getByText('Fix it has been removed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deleted).toBe(1);
  });
});
