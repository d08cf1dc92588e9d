import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { cn } from '../../lib/cn';

interface DashboardSectionProps {
  title: string;
  /** Where 'View All' goes; no link when absent. */
  viewAllTo?: string;
  children: ReactNode;
  className?: string;
}

/** A titled panel of the client dashboard, with its 'View All' link. */
export function DashboardSection({ title, viewAllTo, children, className }: DashboardSectionProps) {
  const id = `client-dashboard-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card className={cn('flex min-w-0 flex-col p-5', className)}>
      <section aria-labelledby={id} className="flex flex-1 flex-col">
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 id={id} className="text-base font-semibold text-foreground">
            {title}
          </h2>
          {viewAllTo ? (
            <Link
              to={viewAllTo}
              aria-label={`View All ${title.replace(/^Your /, '').replace(/^Recent /, '')}`}
              className="rounded text-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              View All
            </Link>
          ) : null}
        </div>
        {children}
      </section>
    </Card>
  );
}
