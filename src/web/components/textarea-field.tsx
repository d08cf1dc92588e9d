import { useId, type ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { FieldError } from './field-error';
import { Label } from './label';

export interface TextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  error?: string | undefined;
}

/** A labelled multi-line text input with its error message. */
export function TextareaField({ label, error, className, rows = 3, ...textareaProps }: TextareaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'block w-full rounded-md border border-input bg-surface px-3 py-2 text-sm text-foreground shadow-xs',
          'placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger',
        )}
        {...textareaProps}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
