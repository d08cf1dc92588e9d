import { cn } from '../lib/cn';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// en-US to match the specification's wording ('Yesterday at 3:30 PM', 'May 12, 2026 at 3:30 PM').
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * How long ago something happened (part 2, section 9): 'Just now' under a minute, minutes under an hour, hours
 * under a day, 'Yesterday at {time}', days up to seven, then the date and time.
 */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // A server clock slightly ahead of the browser's must not read as the future.
  const diff = Math.max(0, now.getTime() - date.getTime());
  if (diff < MINUTE) return 'Just now';
  if (diff < HOUR) return plural(Math.floor(diff / MINUTE), 'minute');
  if (diff < DAY) return plural(Math.floor(diff / HOUR), 'hour');
  const days = Math.floor(diff / DAY);
  const time = timeFormat.format(date);
  if (days === 1) return `Yesterday at ${time}`;
  if (days <= 7) return `${days} days ago`;
  return `${dateFormat.format(date)} at ${time}`;
}

/** A <time> showing how long ago `value` was, with the exact moment on hover. */
export function RelativeTime({ value, className }: { value: string; className?: string }) {
  const date = new Date(value);
  const exact = Number.isNaN(date.getTime()) ? undefined : date.toLocaleString();
  return (
    <time dateTime={value} title={exact} className={cn('whitespace-nowrap', className)}>
      {formatRelativeTime(value)}
    </time>
  );
}
