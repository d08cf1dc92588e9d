import { cn } from '../lib/cn';
import { formatDateTime, formatRelative } from '../lib/format';

/** A <time> showing how long ago `value` was (the product's comment labels), with the exact moment on hover. */
export function RelativeTime({ value, className }: { value: string; className?: string }) {
  return (
    <time dateTime={value} title={formatDateTime(value) || undefined} className={cn('whitespace-nowrap', className)}>
      {formatRelative(value)}
    </time>
  );
}
