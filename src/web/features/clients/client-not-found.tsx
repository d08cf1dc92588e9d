import { Building2 } from 'lucide-react';
import { NotFoundState } from '../../components/not-found-state';

export function ClientNotFound() {
  return (
    <NotFoundState
      icon={Building2}
      title="Client not found"
      description="The client you're looking for doesn't exist or has been removed."
      back={{ to: '/clients', label: 'Back to Clients' }}
    />
  );
}
