import { FolderX } from 'lucide-react';
import { NotFoundState } from '../../components/not-found-state';

/** Staff go back to the clients list; a client user, who has none, to the list they came from. */
export function ProjectNotFound() {
  return (
    <NotFoundState
      icon={FolderX}
      title="Project not found"
      description="It may have been deleted, or you may not have access to it."
      back={{ to: '/clients', label: 'Back to Clients' }}
      orElse={{ to: '/projects', label: 'Back to Projects' }}
    />
  );
}
