import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { FieldError } from './field-error';
import { Input } from './input';
import { Label } from './label';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string | undefined;
  /** Something to show on the label's line, at the right (for example a "Forgot password?" link). */
  labelAside?: ReactNode;
}

export function TextField({ label, error, labelAside, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...inputProps} />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
