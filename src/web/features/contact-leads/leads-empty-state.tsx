import { Inbox, SearchX } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import type { EmptyKind } from '../../lib/list-state';
import { t } from '@web/lib/messages/leads';

export function LeadsEmptyState({ kind }: { kind: EmptyKind }) {
  if (kind === 'none-yet') {
    return <EmptyState icon={Inbox} title={t('leads.empty.noneTitle')} description={t('leads.empty.noneDescription')} />;
  }
  return <EmptyState icon={SearchX} title={t('leads.empty.filteredTitle')} description={t('leads.empty.filteredDescription')} />;
}
