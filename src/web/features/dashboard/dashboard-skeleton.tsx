import { Card } from '../../components/card';
import { PanelSkeleton } from '../../components/panel-skeleton';
import { Skeleton } from '../../components/skeleton';
import { t } from '@web/lib/messages/dashboard';

export function DashboardSkeleton() {
  return (
    <div role="status" aria-label={t('dashboard.loading')} className="space-y-4">
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {Array.from({ length: 4 }, (_, i) => (
          <Card key={i} className="space-y-2 p-4">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-7 w-16" />
          </Card>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <PanelSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
