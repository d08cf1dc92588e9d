import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { useCanOpen } from '../../lib/can-open';
import { useDocumentTitle } from '../../lib/use-document-title';

export function TaskNotFound() {
  useDocumentTitle('Task not found');
  // Staff go back to the clients list; a client user, who has none, to the list they came from.
  const back = useCanOpen()('/clients') ? { to: '/clients', label: 'Back to Clients' } : { to: '/tasks', label: 'Back to Tasks' };
  return (
    <EmptyState
      icon={SearchX}
      title="Task not found"
      description="The task you're looking for doesn't exist or has been removed."
      action={
        <Button asChild variant="secondary">
          <Link to={back.to}>{back.label}</Link>
        </Button>
      }
    />
  );
}
