import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A client that does not exist, or is outside the user's scope (the server answers 404 for both). */
export function ClientNotFound() {
  useDocumentTitle('Client not found');
  return (
    <EmptyState
      icon={Building2}
      title="Client not found"
      description="The client you're looking for doesn't exist or has been removed."
      action={
        <Button asChild variant="secondary">
          <Link to="/clients">Back to Clients</Link>
        </Button>
      }
    />
  );
}
