import { MessagesSquare, SearchX } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import { t } from '@web/lib/messages/communications';

export function CommunicationsEmptyState({ filtered, forClient = false }: { filtered: boolean; forClient?: boolean }) {
  if (filtered) {
    return (
      <EmptyState icon={SearchX} title={t('communications.empty.noMatches')} description={t('communications.empty.noMatchesDescription')} />
    );
  }
  return (
    <EmptyState
      icon={MessagesSquare}
      title={t('communications.empty.none')}
      description={forClient ? t('communications.empty.noneClient') : t('communications.empty.noneStaff')}
    />
  );
}
