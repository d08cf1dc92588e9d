import { useId, type ReactNode } from 'react';
import { useSaveRecord, type SaveMutations } from '../lib/use-save-record';
import { AddOrEditDialog, type AddOrEditWords } from './add-or-edit-dialog';
import type { DialogProps } from './dialog';

export interface RecordFormDialogProps<P> extends Pick<DialogProps, 'open' | 'onOpenChange' | 'className'> {
  /** What the record is called in the save's toasts ('Client'). */
  noun: string;
  words: AddOrEditWords;
  /** The record edited; undefined when the dialog adds one. */
  recordId: string | undefined;
  mutations: SaveMutations<P>;
  busyLabel?: string;
  /** The record's form, given its id (the footer's submit button reaches it by that) and the save. */
  children: (form: { id: string; onSubmit: (payload: P) => Promise<void> }) => ReactNode;
}

/**
 * Add or edit a record whose form lives in its own component (a client, a project, a milestone): the save with its
 * toasts, closing on success. The form lives inside the dialog's content, which unmounts on close, so each opening
 * starts from fresh values; a failure keeps it open with the server's messages under the fields.
 */
export function RecordFormDialog<P extends { name: string }>({ noun, recordId, mutations, children, ...dialog }: RecordFormDialogProps<P>) {
  const formId = useId();
  const { busy, save } = useSaveRecord(noun, recordId, mutations, () => dialog.onOpenChange(false));
  return (
    <AddOrEditDialog {...dialog} formId={formId} busy={busy} editing={recordId !== undefined}>
      {children({ id: formId, onSubmit: save })}
    </AddOrEditDialog>
  );
}
