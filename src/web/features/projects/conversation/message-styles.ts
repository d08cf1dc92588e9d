import { cn } from '../../../lib/cn';

export const messageTextareaClass = cn(
  'block min-h-20 w-full rounded-md border border-input bg-surface px-3 py-2 text-sm text-foreground shadow-xs',
  'placeholder:text-muted-foreground',
);
