import type { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  /** The control; it should carry `id`, and `aria-describedby={errorId(id)}` when there is an error. */
  children: ReactNode;
  className?: string;
}

export const errorId = (id: string) => `${id}-error`;

export function FormField({ id, label, error, children, className }: FormFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-foreground">
        {label}
      </label>
      <div className="mt-1.5">{children}</div>
      {error && (
        <p id={errorId(id)} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
