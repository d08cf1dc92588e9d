import { FolderX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { useCanOpen } from '../../lib/can-open';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A project that does not exist, or is outside the user's scope (the server answers 404 for both). */
export function ProjectNotFound() {
  useDocumentTitle('Project not found');
  // Staff go back to the clients list; a client user, who has none, to the list they came from.
  const back = useCanOpen()('/clients') ? { to: '/clients', label: 'Back to Clients' } : { to: '/projects', label: 'Back to Projects' };
  return (
    <EmptyState
      icon={FolderX}
      title="Project not found"
      description="It may have been deleted, or you may not have access to it."
      action={
        <Button asChild variant="secondary">
          <Link to={back.to}>{back.label}</Link>
        </Button>
      }
    />
  );
}
