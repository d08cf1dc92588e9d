import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../lib/api';
import { FormDialog } from './form-dialog';
import { TextareaField } from './textarea-field';

interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  busy: boolean;
  /** The shared schema's verdict on the reason: its message, or undefined when it may be sent. */
  check: (reason: string) => string | undefined;
  /** Sends the reason (with its toasts); a refusal that names the reason field is shown under it. */
  send: (reason: string) => Promise<unknown>;
}

/** A refusal that asks why (declining a quote, a request): one required reason, read by the other side. */
export function ReasonDialog({ open, onOpenChange, title, description, submitLabel, busy, check, send }: ReasonDialogProps) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refusal = check(reason);
    setError(refusal);
    if (refusal) return;
    try {
      await send(reason);
      onOpenChange(false);
    } catch (err) {
      if (isApiError(err) && err.fields?.reason) setError(err.fields.reason);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      className="max-w-lg"
      formId={formId}
      busy={busy}
      busyLabel="Declining..."
      submitLabel={submitLabel}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextareaField
          label="Reason"
          rows={4}
          maxLength={2000}
          autoFocus
          required
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error}
        />
      </form>
    </FormDialog>
  );
}
