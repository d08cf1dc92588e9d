import { useId, type ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { FieldError } from './field-error';
import { Label } from './label';
import { Select } from './select';

export interface SelectFieldProps<V extends string = string> extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  error?: string | undefined;
  /** Values offered after `children` (a placeholder option), each shown as `optionLabel` says (the value itself by default). */
  options?: readonly V[];
  optionLabel?: (value: V) => string;
}

/** A labelled native select with its error message, like TextField. */
export function SelectField<V extends string = string>({
  label,
  error,
  className,
  children,
  options = [],
  optionLabel = (value) => value,
  ...selectProps
}: SelectFieldProps<V>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...selectProps}>
        {children}
        {options.map((value) => (
          <option key={value} value={value}>
            {optionLabel(value)}
          </option>
        ))}
      </Select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
