import { DetailSkeleton } from '../../components/detail-skeleton';

/** The shape of the client screen while it loads. */
export function ClientDetailSkeleton() {
  return <DetailSkeleton label="Loading client" tabsClassName="max-w-xl" panelClassName="h-72" />;
}
