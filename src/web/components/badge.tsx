import type { ComponentProps } from 'react';
import type { StatusTone } from '../../shared/status-display';
import { cn } from '../lib/cn';

// The one place tones become colours (which status has which tone: src/shared/status-display.ts). Status colours have
// no semantic variable in styles.css yet; each tone pairs a light and a dark palette colour with enough contrast for
// small text in both themes.
const TONES: Record<StatusTone, string> = {
  info: 'bg-blue-100 text-blue-800 ring-blue-600/20 dark:bg-blue-400/15 dark:text-blue-200 dark:ring-blue-400/30',
  warning: 'bg-amber-100 text-amber-900 ring-amber-600/25 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-400/30',
  success: 'bg-green-100 text-green-800 ring-green-600/20 dark:bg-green-400/15 dark:text-green-200 dark:ring-green-400/30',
  danger: 'bg-red-100 text-red-800 ring-red-600/20 dark:bg-red-400/15 dark:text-red-200 dark:ring-red-400/30',
  neutral: 'bg-surface-muted text-muted-foreground ring-border',
};

export type BadgeTone = StatusTone;

export interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone;
}

/** A small label; it always carries text, so the colour is never the only signal. */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
