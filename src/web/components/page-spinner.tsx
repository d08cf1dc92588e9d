import { cn } from '../lib/cn';
import { Spinner } from './spinner';

/** A centred, announced loading state for a whole page or panel. */
export function PageSpinner({ className }: { className?: string }) {
  return (
    <div role="status" aria-label="Loading" className={cn('flex min-h-[50vh] items-center justify-center', className)}>
      <Spinner className="size-8" />
    </div>
  );
}
