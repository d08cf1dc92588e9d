import { DetailSkeleton } from '../../components/detail-skeleton';
import { t } from '@web/lib/messages/clients';

/** The shape of the client screen while it loads. */
export function ClientDetailSkeleton() {
  return <DetailSkeleton label={t('clients.detail.loading')} tabsClassName="max-w-xl" panelClassName="h-72" />;
}
