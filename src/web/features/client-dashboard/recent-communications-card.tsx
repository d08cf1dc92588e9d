import type { ClientDashboard } from '@shared/schemas/client-dashboard';
import { CommunicationRow } from './communication-row';
import { DashboardSection } from './dashboard-section';
import { EmptyLine } from './empty-line';
import { t } from '@web/lib/messages/client-dashboard';

export function RecentCommunicationsCard({ items }: { items: ClientDashboard['recentCommunications'] }) {
  return (
    <DashboardSection
      title={t('client-dashboard.communications.title')}
      viewAllTo="/communications"
      viewAllLabel={t('client-dashboard.communications.viewAll')}
    >
      {items.length === 0 ? (
        <EmptyLine>{t('client-dashboard.communications.empty')}</EmptyLine>
      ) : (
        <ul className="divide-y divide-border">
          {items.map((item) => (
            <CommunicationRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
