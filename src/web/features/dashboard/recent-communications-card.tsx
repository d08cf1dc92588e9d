import type { Dashboard } from '@shared/schemas/dashboard';
import { Badge } from '../../components/badge';
import { RelativeTime } from '../../components/relative-time';
import { humanize } from './dashboard-format';
import { RecentItems, SectionCard } from './section-card';
import { t } from '@web/lib/messages/dashboard';

export function RecentCommunicationsCard({ items }: { items: Dashboard['recentCommunications'] }) {
  return (
    <SectionCard title={t('dashboard.recent.communications')}>
      <RecentItems items={items} none={t('dashboard.recent.noCommunications')}>
        {(item) => (
          <li key={item.id} className="space-y-1 py-2.5">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 truncate text-sm font-medium">{item.subject}</p>
              <Badge>{humanize(item.type)}</Badge>
            </div>
            <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground">
              <span className="truncate">{item.client.name}</span>
              <RelativeTime value={item.createdAt} />
            </p>
          </li>
        )}
      </RecentItems>
    </SectionCard>
  );
}
