import { MessagesSquare, SearchX } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';

export function CommunicationsEmptyState({ filtered, forClient = false }: { filtered: boolean; forClient?: boolean }) {
  if (filtered) {
    return (
      <EmptyState
        icon={SearchX}
        title="No communications match your filters"
        description="Try adjusting your search or filters to see more communications."
      />
    );
  }
  return (
    <EmptyState
      icon={MessagesSquare}
      title="No communications yet"
      description={
        forClient
          ? 'E-mails, calls, meetings and chats with our team will appear here.'
          : 'Emails, calls, meetings and chats with clients will appear here once they are logged.'
      }
    />
  );
}
