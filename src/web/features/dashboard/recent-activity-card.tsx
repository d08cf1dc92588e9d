import type { Dashboard } from '@shared/schemas/dashboard';
import { RelativeTime } from '../../components/relative-time';
import { SectionCard } from './section-card';

export function RecentActivityCard({ items }: { items: Dashboard['recentActivity'] }) {
  return (
    <SectionCard title="Recent Activity">
      {items.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No recent activity.</p>
      ) : (
        <ol className="space-y-3">
          {items.slice(0, 5).map((item) => (
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
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
