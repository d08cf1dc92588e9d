import { Button } from './button';
import { Dialog, type DialogProps } from './dialog';

export interface FormDialogProps extends Omit<DialogProps, 'footer' | 'role'> {
  /** The form's id: the submit button sits in the footer, outside the form element. */
  formId: string;
  /** While saving, the dialog cannot be closed and its buttons are disabled. */
  busy: boolean;
  submitLabel: string;
  /** The submit button's text while saving; 'Updating...' when `editing`, else 'Creating...'. */
  busyLabel?: string;
  /** Whether the form edits a record rather than creating one. */
  editing?: boolean;
}

/** A dialog around a form, with Cancel and the form's submit button in its footer. */
export function FormDialog({
  onOpenChange,
  formId,
  busy,
  submitLabel,
  editing = false,
  busyLabel = editing ? 'Updating...' : 'Creating...',
  children,
  ...dialog
}: FormDialogProps) {
  return (
    <Dialog
      {...dialog}
      onOpenChange={(next) => {
        if (!busy || next) onOpenChange(next);
      }}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy} aria-busy={busy || undefined}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
