import { FolderKanban, SearchX } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import type { EmptyKind } from '../../lib/list-state';
import { t } from '@web/lib/messages/projects';

export function ProjectsEmptyState({ kind, forClient = false }: { kind: EmptyKind; forClient?: boolean }) {
  if (kind === 'none-yet') {
    return (
      <EmptyState
        icon={FolderKanban}
        title={t('projects.empty.title')}
        description={forClient ? t('projects.empty.descriptionClient') : t('projects.empty.description')}
      />
    );
  }
  return <EmptyState icon={SearchX} title={t('projects.empty.noMatches')} description={t('projects.empty.noMatchesDescription')} />;
}
