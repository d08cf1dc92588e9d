import { DetailSkeleton } from '../../components/detail-skeleton';
import { t } from '@web/lib/messages/projects';

/** The shape of the project screen while it loads. */
export function ProjectDetailSkeleton() {
  return <DetailSkeleton label={t('projects.detail.loading')} tabsClassName="max-w-md" panelClassName="h-64" />;
}
