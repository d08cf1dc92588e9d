import { Building2, SearchX } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';

export function ClientsEmptyState({ filtered }: { filtered: boolean }) {
  if (filtered) {
    return (
      <EmptyState
        icon={SearchX}
        title="No clients match your filters"
        description="Try adjusting your search or filters to see more clients."
      />
    );
  }
  return <EmptyState icon={Building2} title="No clients yet" description="Clients will appear here once they are added." />;
}
