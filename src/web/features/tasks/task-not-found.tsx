import { SearchX } from 'lucide-react';
import { NotFoundState } from '../../components/not-found-state';

/** Staff go back to the clients list; a client user, who has none, to the list they came from. */
export function TaskNotFound() {
  return (
    <NotFoundState
      icon={SearchX}
      title="Task not found"
      description="The task you're looking for doesn't exist or has been removed."
      back={{ to: '/clients', label: 'Back to Clients' }}
      orElse={{ to: '/tasks', label: 'Back to Tasks' }}
    />
  );
}
