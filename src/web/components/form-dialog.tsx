import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog, type DialogProps } from './dialog';
import * as common from '../lib/messages/common';

/**
 * The form of the dialog: the submit button sits in the footer, outside the form element, and reaches it by its id.
 * Either the dialog renders the form around its children (`onSubmit`; `formId` only when the form's parts need the
 * id), or the children are the form, rendered with `formId`.
 */
export type FormBinding =
  | { formId?: string; onSubmit: FormEventHandler<HTMLFormElement>; formClassName?: string }
  | { formId: string; onSubmit?: never; formClassName?: never };

/** What a form dialog says: its title, the line under it, and its submit button's label (and while saving). */
export interface FormDialogWords {
  title: DialogProps['title'];
  description?: DialogProps['description'];
  submitLabel: string;
  /** The submit button's text while saving; 'Updating...' when `editing`, else 'Creating...'. */
  busyLabel?: string;
}

/** The dialog's own props besides its form and its words. */
export type FormDialogFrame = Omit<DialogProps, 'footer' | 'role' | 'title' | 'description'> & {
  /** While saving, the dialog cannot be closed and its buttons are disabled. */
  busy: boolean;
  /** Whether the form edits a record rather than creating one. */
  editing?: boolean;
  /** A second way to save, between Cancel and the submit button (an invoice's "Save as Draft"). */
  secondaryAction?: ReactNode;
};

export type FormDialogProps = FormDialogFrame & FormBinding & FormDialogWords;

/** A dialog around a form, with Cancel and the form's submit button in its footer. */
export function FormDialog({
  onOpenChange,
  formId,
  onSubmit,
  formClassName,
  busy,
  submitLabel,
  editing = false,
  busyLabel,
  secondaryAction,
  children,
  ...dialog
}: FormDialogProps) {
  const ownId = useId();
  const id = formId ?? ownId;
  return (
    <Dialog
      {...dialog}
      onOpenChange={(next) => {
        if (!busy || next) onOpenChange(next);
      }}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {common.t('common.cancel')}
          </Button>
          {secondaryAction}
          <Button type="submit" form={id} disabled={busy} aria-busy={busy || undefined}>
            {busy ? (busyLabel ?? (editing ? common.t('common.updating') : common.t('common.creating'))) : submitLabel}
          </Button>
        </>
      }
    >
      {onSubmit ? (
        // noValidate: the route's schema says what is wrong, beside each field, rather than the browser's bubbles.
        <form id={id} onSubmit={onSubmit} noValidate className={formClassName}>
          {children}
        </form>
      ) : (
        children
      )}
    </Dialog>
  );
}
