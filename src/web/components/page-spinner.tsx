import { cn } from '../lib/cn';
import { Spinner } from './spinner';
import * as common from '../lib/messages/common';

/** A centred, announced loading state for a whole page or panel. */
export function PageSpinner({ className }: { className?: string }) {
  return (
    <div role="status" aria-label={common.t('common.loading')} className={cn('flex min-h-[50vh] items-center justify-center', className)}>
      <Spinner className="size-8" />
    </div>
  );
}
