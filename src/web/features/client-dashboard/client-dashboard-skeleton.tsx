import { Card } from '../../components/card';
import { Skeleton } from '../../components/skeleton';

/** The page's shape while it loads: two columns of cards on wide screens, one on phones. */
export function ClientDashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading your dashboard" className="grid gap-4 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <Card key={i} className={i === 0 || i === 2 ? 'space-y-3 p-5 lg:col-span-2' : 'space-y-3 p-5'}>
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </Card>
      ))}
    </div>
  );
}
