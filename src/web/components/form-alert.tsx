import type { FieldErrors, FieldValues } from 'react-hook-form';
import { cn } from '../lib/cn';
import { fieldMessage } from '../lib/field-message';

/**
 * A form's own message, for a refusal no field caused (a conflict, a failure the dialog says rather than toasts): the
 * `errors.root.server` that `sendForm` sets, read out by screen readers.
 */
export function FormAlert<T extends FieldValues>({ errors, className }: { errors: FieldErrors<T>; className?: string }) {
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <p role="alert" className={cn('text-sm text-danger', className)}>
      {fieldMessage(message)}
    </p>
  );
}
