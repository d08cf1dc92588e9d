import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { sendForm } from '../lib/apply-server-errors';
import { FormAlert } from './form-alert';
import { FormDialog } from './form-dialog';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';

type Values = Record<string, string>;

export interface OneFieldDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  className?: string;
  /** The body's key the field holds (`reason`, `note`, `minutes`): the server's message for it shows under the field. */
  name: string;
  /** The route's shared schema (or the part of it the dialog asks for): the field is checked by it before it is sent. */
  schema: z.ZodType;
  field: {
    label: string;
    /** A text area of four rows (a note, a reason); else a one-line input. */
    multiline?: boolean;
    required?: boolean;
    placeholder?: string;
    maxLength?: number;
  };
  /** Sends what was typed (with its toasts); the dialog closes once it is taken. */
  send: (value: string) => Promise<unknown>;
  /** A conflict (409: the record changed meanwhile) is said in the dialog, above the field. */
  conflictInDialog?: boolean;
}

/**
 * A dialog that asks for one thing and sends it: a reason to decline, a note to return a week or answer an approval,
 * the time really spent. Checked by the route's schema; the server's field message goes under the field.
 */
export function OneFieldDialog({ name, schema, field, send, conflictInDialog, busy, ...dialog }: OneFieldDialogProps) {
  const formId = useId();
  const { register, handleSubmit, getValues, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema as z.ZodType<Values, Values>) as unknown as Resolver<Values>,
    defaultValues: { [name]: '' },
  });
  const error = formState.errors[name]?.message;

  const submit = handleSubmit(() =>
    sendForm(setError, [name], () => send(getValues(name)), {
      onSent: () => dialog.onOpenChange(false),
      formMessage: conflictInDialog ? 'conflict' : undefined,
    }),
  );

  const input = {
    label: field.label,
    required: field.required,
    placeholder: field.placeholder,
    maxLength: field.maxLength,
    autoFocus: true,
  };
  return (
    <FormDialog {...dialog} className={dialog.className ?? 'max-w-lg'} formId={formId} busy={busy}>
      <form id={formId} onSubmit={submit} noValidate>
        <FormAlert errors={formState.errors} className="mb-3" />
        {field.multiline ? (
          <TextareaField rows={4} error={error} {...input} {...register(name)} />
        ) : (
          <TextField error={error} {...input} {...register(name)} />
        )}
      </form>
    </FormDialog>
  );
}
