import { useId, type ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { FieldError } from './field-error';
import { Label } from './label';
import { Select } from './select';

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  error?: string | undefined;
}

/** A labelled native select with its error message, like TextField. */
export function SelectField({ label, error, className, children, ...selectProps }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...selectProps}
      >
        {children}
      </Select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
