import { PanelSkeleton } from '../../components/panel-skeleton';
import { t } from '@web/lib/messages/client-dashboard';

/** The page's shape while it loads: two columns of cards on wide screens, one on phones. */
export function ClientDashboardSkeleton() {
  return (
    <div role="status" aria-label={t('client-dashboard.page.loading')} className="grid gap-4 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <PanelSkeleton key={i} className={i === 0 || i === 2 ? 'lg:col-span-2' : undefined} />
      ))}
    </div>
  );
}
