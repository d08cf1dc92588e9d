import { FolderKanban, SearchX } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import type { EmptyKind } from '../../lib/list-state';

export function ProjectsEmptyState({ kind, forClient = false }: { kind: EmptyKind; forClient?: boolean }) {
  if (kind === 'none-yet') {
    return (
      <EmptyState
        icon={FolderKanban}
        title="No projects yet"
        description={
          forClient ? 'Your projects will appear here once we start working on them.' : 'Projects will appear here once they are created.'
        }
      />
    );
  }
  return (
    <EmptyState
      icon={SearchX}
      title="No projects match your filters"
      description="Try adjusting your search or filters to see more projects."
    />
  );
}
