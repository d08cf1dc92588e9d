import { FormDialog, type FormBinding, type FormDialogFrame, type FormDialogWords } from './form-dialog';

/** The words of a dialog that adds a record or edits one: a set for each. */
export interface AddOrEditWords {
  add: FormDialogWords;
  edit: FormDialogWords;
}

export type AddOrEditDialogProps = Omit<FormDialogFrame, 'editing'> &
  FormBinding & {
    words: AddOrEditWords;
    /** Whether a record is edited: the dialog then says `words.edit`, else `words.add`. */
    editing: boolean;
    /** The submit button's text while saving, when the same both ways. */
    busyLabel?: string;
  };

/** A form dialog that adds or edits a record, saying the words of the way it is open in. */
export function AddOrEditDialog({ words, editing, busyLabel, ...dialog }: AddOrEditDialogProps) {
  const chosen = editing ? words.edit : words.add;
  return <FormDialog {...dialog} editing={editing} {...chosen} busyLabel={chosen.busyLabel ?? busyLabel} />;
}
