import type { ClientDashboard } from '@shared/schemas/client-dashboard';
import { CommunicationRow } from './communication-row';
import { DashboardSection } from './dashboard-section';
import { EmptyLine } from './empty-line';

export function RecentCommunicationsCard({ items }: { items: ClientDashboard['recentCommunications'] }) {
  return (
    <DashboardSection title="Recent Communications" viewAllTo="/communications">
      {items.length === 0 ? (
        <EmptyLine>No recent communications</EmptyLine>
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
