import { DetailSkeleton } from '../../components/detail-skeleton';

/** The shape of the project screen while it loads. */
export function ProjectDetailSkeleton() {
  return <DetailSkeleton label="Loading project" tabsClassName="max-w-md" panelClassName="h-64" />;
}
