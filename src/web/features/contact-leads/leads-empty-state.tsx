import { Inbox, SearchX } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import type { EmptyKind } from '../../lib/list-state';

export function LeadsEmptyState({ kind }: { kind: EmptyKind }) {
  if (kind === 'none-yet') {
    return <EmptyState icon={Inbox} title="No submissions yet" description="Submissions will appear here once they are received." />;
  }
  return (
    <EmptyState
      icon={SearchX}
      title="No submissions match your filters"
      description="Try adjusting your filters to see more submissions."
    />
  );
}
