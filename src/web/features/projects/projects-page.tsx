import { PageHeader } from '../../components/page-header';
import { PlaceholderPanel } from '../../components/placeholder-panel';

export function ProjectsPage() {
  return (
    <>
      <PageHeader title="Projects" subtitle="View and manage all projects across clients" />
      <PlaceholderPanel />
    </>
  );
}
