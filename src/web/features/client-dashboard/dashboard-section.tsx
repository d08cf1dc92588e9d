import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionCard } from '../../components/section-card';
import { t } from '@web/lib/messages/client-dashboard';

interface DashboardSectionProps {
  title: string;
  /** Where 'View All' goes; no link when absent. */
  viewAllTo?: string;
  /** The link's accessible name ('View All Projects'): what it lists, said in full. */
  viewAllLabel?: string;
  children: ReactNode;
  className?: string;
}

/** A titled panel of the client dashboard, with its 'View All' link. */
export function DashboardSection({ title, viewAllTo, viewAllLabel, ...panel }: DashboardSectionProps) {
  return (
    <SectionCard
      {...panel}
      title={title}
      idPrefix="client-dashboard"
      action={
        viewAllTo ? (
          <Link
            to={viewAllTo}
            aria-label={viewAllLabel}
            className="rounded text-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {t('client-dashboard.viewAll')}
          </Link>
        ) : null
      }
    />
  );
}
