import type { CommunicationListItem } from '@shared/schemas/communications';
import { CommunicationItem } from './communication-item';
import { t } from '@web/lib/messages/communications';

interface CommunicationListProps {
  communications: CommunicationListItem[];
  showClient?: boolean;
  onView: (c: CommunicationListItem) => void;
  onEdit: (c: CommunicationListItem) => void;
  onDelete: (c: CommunicationListItem) => void;
}

export function CommunicationList({ communications, showClient, onView, onEdit, onDelete }: CommunicationListProps) {
  return (
    <ul aria-label={t('communications.title')} className="divide-y divide-border">
      {communications.map((c) => (
        <CommunicationItem
          key={c.id}
          communication={c}
          showClient={showClient}
          onView={() => onView(c)}
          onEdit={() => onEdit(c)}
          onDelete={() => onDelete(c)}
        />
      ))}
    </ul>
  );
}
