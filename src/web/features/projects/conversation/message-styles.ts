import { cn } from '@web/lib/cn';

export const messageTextareaClass = cn(
  'block min-h-20 w-full rounded-md border border-input bg-surface px-3 py-2 text-sm text-foreground shadow-xs',
  'placeholder:text-muted-foreground',
);

/** Red text on an internal note's amber shading: the theme's danger colour is too light on it in the dark theme. */
export const internalDangerText = 'text-red-700 dark:text-red-300';
