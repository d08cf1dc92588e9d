import { cn } from '../lib/cn';
import { Card } from './card';
import { Skeleton } from './skeleton';

/** A dashboard panel while it loads: its title and three lines. */
export function PanelSkeleton({ className }: { className?: string }) {
  return (
    <Card className={cn('space-y-3 p-5', className)}>
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-4 w-2/3" />
    </Card>
  );
}
