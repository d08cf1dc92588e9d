import { Skeleton } from '../../components/skeleton';
import { t } from '@web/lib/messages/communications';

const ROWS = 5;

/** The shape of the history list while its first page loads. */
export function CommunicationsSkeleton() {
  return (
    <div role="status" aria-label={t('communications.loading')} className="divide-y divide-border">
      {Array.from({ length: ROWS }, (_, i) => (
        <div key={i} className="flex gap-4 px-4 py-4">
          <Skeleton className="size-10 shrink-0 rounded-full" />
          <div className="min-w-0 flex-1 space-y-2">
            <Skeleton className="h-4 w-40 max-w-full" />
            <Skeleton className="h-4 w-64 max-w-full" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-48 max-w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
