import type { Dashboard } from '@shared/schemas/dashboard';
import { RelativeTime } from '../../components/relative-time';
import { RecentItems, SectionCard } from './section-card';
import { t } from '@web/lib/messages/dashboard';

export function RecentActivityCard({ items }: { items: Dashboard['recentActivity'] }) {
  return (
    <SectionCard title={t('dashboard.recent.activity')}>
      <RecentItems items={items} none={t('dashboard.recent.noActivity')} ordered className="space-y-3">
        {(item) => (
          <li key={item.id} className="flex gap-3">
            <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />
            <div className="min-w-0">
              <p className="text-sm break-words">{item.summary}</p>
              <p className="text-xs text-muted-foreground">
                {item.actor ? `${item.actor.firstName} ${item.actor.lastName} · ` : ''}
                <RelativeTime value={item.createdAt} />
              </p>
            </div>
          </li>
        )}
      </RecentItems>
    </SectionCard>
  );
}
