import { Building2, SearchX } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import { t } from '@web/lib/messages/clients';

export function ClientsEmptyState({ filtered }: { filtered: boolean }) {
  if (filtered) {
    return (
      <EmptyState icon={SearchX} title={t('clients.list.filteredEmptyTitle')} description={t('clients.list.filteredEmptyDescription')} />
    );
  }
  return <EmptyState icon={Building2} title={t('clients.list.emptyTitle')} description={t('clients.list.emptyDescription')} />;
}
