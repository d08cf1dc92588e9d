import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionCard } from '../../components/section-card';

interface DashboardSectionProps {
  title: string;
  /** Where 'View All' goes; no link when absent. */
  viewAllTo?: string;
  children: ReactNode;
  className?: string;
}

/** A titled panel of the client dashboard, with its 'View All' link. */
export function DashboardSection({ title, viewAllTo, ...panel }: DashboardSectionProps) {
  return (
    <SectionCard
      {...panel}
      title={title}
      idPrefix="client-dashboard"
      action={
        viewAllTo ? (
          <Link
            to={viewAllTo}
            aria-label={`View All ${title.replace(/^Your /, '').replace(/^Recent /, '')}`}
            className="rounded text-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            View All
          </Link>
        ) : null
      }
    />
  );
}
