import { PageHeader } from '../../components/page-header';
import { PlaceholderPanel } from '../../components/placeholder-panel';

export function TasksPage() {
  return (
    <>
      <PageHeader title="Tasks" subtitle="View and manage all tasks across projects" />
      <PlaceholderPanel />
    </>
  );
}
