import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn';

/** A decorative spinning icon; wrap it (or use PageSpinner) when it must be announced. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden className={cn('size-5 animate-spin text-muted-foreground', className)} />;
}
