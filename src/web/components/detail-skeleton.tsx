import { cn } from '../lib/cn';
import { Skeleton } from './skeleton';

export interface DetailSkeletonProps {
  /** What loads, for screen readers ('Loading client'). */
  label: string;
  /** The tab bar's width, as wide as the screen's tabs. */
  tabsClassName: string;
  /** The two panels' height under the stat cards. */
  panelClassName: string;
}

/** The shape of a record's screen while it loads: back link, title, tabs, four stat cards and two panels. */
export function DetailSkeleton({ label, tabsClassName, panelClassName }: DetailSkeletonProps) {
  return (
    <div role="status" aria-label={label} className="space-y-6">
      <Skeleton className="h-4 w-40" />
      <div className="space-y-2">
        <Skeleton className="h-8 w-72 max-w-full" />
        <Skeleton className="h-4 w-52 max-w-full" />
      </div>
      <Skeleton className={cn('h-10 w-full', tabsClassName)} />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-[5.5rem] rounded-xl" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className={cn('rounded-xl', panelClassName)} />
        <Skeleton className={cn('rounded-xl', panelClassName)} />
      </div>
    </div>
  );
}
