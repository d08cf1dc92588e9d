import { PanelSkeleton } from '../../components/panel-skeleton';

/** The page's shape while it loads: two columns of cards on wide screens, one on phones. */
export function ClientDashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading your dashboard" className="grid gap-4 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <PanelSkeleton key={i} className={i === 0 || i === 2 ? 'lg:col-span-2' : undefined} />
      ))}
    </div>
  );
}
