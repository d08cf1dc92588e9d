import { useId } from 'react';
import { savedLine, saveToasts, withToasts } from '../lib/with-toasts';
import { FormDialog } from './form-dialog';
import { PersonForm, type PersonFormProps, type PersonPayload } from './person-form';
import * as peopleWords from '../lib/messages/people';

export interface PersonFormDialogProps extends Omit<PersonFormProps, 'id' | 'onSubmit'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What Add User says it is for (a team member, a person at this client). */
  addDescription: string;
  busy: boolean;
  /** Saves a new person; the payload is the shared create input's. */
  create: (payload: PersonPayload) => Promise<unknown>;
  /** Saves the person being edited (`person` is set); the payload is the shared update input's. */
  update: (payload: PersonPayload) => Promise<unknown>;
}

/**
 * Add User / Edit User around the one person form (decision 0035), with the toasts of docs/product.md (Messages). On
 * success it closes (and the form resets with it); on error it stays open with the messages under the fields.
 */
export function PersonFormDialog({ open, onOpenChange, addDescription, busy, create, update, ...form }: PersonFormDialogProps) {
  const formId = useId();
  const editing = form.person !== undefined;

  const save = async (payload: PersonPayload) => {
    const name = `${payload.firstName ?? ''} ${payload.lastName ?? ''}`.trim();
    const added = payload.invite
      ? peopleWords.t('people.addedInvited', { name, email: payload.email ?? '' })
      : peopleWords.t('people.added', { name });
    await withToasts(
      () => (editing ? update(payload) : create(payload)),
      saveToasts(peopleWords.t('people.noun'), editing, editing ? savedLine(name, true) : added),
    );
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? peopleWords.t('people.editTitle') : peopleWords.t('people.addTitle')}
      description={editing ? peopleWords.t('people.emailLocked') : addDescription}
      className="max-w-xl"
      formId={formId}
      busy={busy}
      editing={editing}
      submitLabel={editing ? peopleWords.t('people.update') : peopleWords.t('people.create')}
    >
      {/* Keyed by the person, so opening another one (or Add User after an edit) starts from a fresh form. */}
      {open ? <PersonForm key={form.person?.email ?? 'new'} id={formId} {...form} onSubmit={save} /> : null}
    </FormDialog>
  );
}
