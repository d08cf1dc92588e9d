import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** A native select styled like Input: keyboard, screen readers and phone pickers work without extra code. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          'block h-10 w-full appearance-none rounded-md border border-input bg-surface py-0 pr-9 pl-3 text-sm text-foreground shadow-xs',
          'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}
