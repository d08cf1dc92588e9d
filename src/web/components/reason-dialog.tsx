import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../lib/apply-server-errors';
import { FormDialog } from './form-dialog';
import { TextareaField } from './textarea-field';

interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  busy: boolean;
  /** The route's shared schema: the reason is checked by it before it is sent. */
  schema: z.ZodType<{ reason: string }, { reason: string }>;
  /** Sends the reason (with its toasts); a refusal that names the reason field is shown under it. */
  send: (reason: string) => Promise<unknown>;
}

/** A refusal that asks why (declining a quote, a request): one required reason, read by the other side. */
export function ReasonDialog({ open, onOpenChange, title, description, submitLabel, busy, schema, send }: ReasonDialogProps) {
  const formId = useId();
  const { register, handleSubmit, getValues, setError, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
  });

  const submit = handleSubmit(async () => {
    try {
      await send(getValues('reason'));
      onOpenChange(false);
    } catch (error) {
      applyServerErrors(error, ['reason'], setError);
    }
  });

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
          error={formState.errors.reason?.message}
          {...register('reason')}
        />
      </form>
    </FormDialog>
  );
}
