import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { useDocumentTitle } from '../../lib/use-document-title';

export function TaskNotFound() {
  useDocumentTitle('Task not found');
  return (
    <EmptyState
      icon={SearchX}
      title="Task not found"
      description="The task you're looking for doesn't exist or has been removed."
      action={
        <Button asChild variant="secondary">
          <Link to="/clients">Back to Clients</Link>
        </Button>
      }
    />
  );
}
