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
  /** A small control drawn inside the input at its right end (PasswordField's show/hide button); the input leaves it room. */
  inputAside?: ReactNode;
}

export function TextField({ label, error, labelAside, inputAside, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const input = (
    <Input
      id={id}
      className={inputAside ? 'pr-11' : undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      {...inputProps}
    />
  );
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {inputAside ? (
        <div className="relative">
          {input}
          {inputAside}
        </div>
      ) : (
        input
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
