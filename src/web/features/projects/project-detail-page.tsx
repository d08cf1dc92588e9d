import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { PageHeader } from '../../components/page-header';
import { PlaceholderPanel } from '../../components/placeholder-panel';
import { RecordId } from '../../components/record-id';

export function ProjectDetailPage() {
  const { id = '' } = useParams();
  return (
    <>
      <BackLink to="/projects">Back to Projects</BackLink>
      <PageHeader title="Project" subtitle="Project Details & Management" />
      <div className="space-y-4">
        <RecordId id={id} />
        <PlaceholderPanel />
      </div>
    </>
  );
}
