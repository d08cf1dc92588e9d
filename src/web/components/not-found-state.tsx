import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useCanOpen } from '../lib/can-open';
import { useDocumentTitle } from '../lib/use-document-title';
import { Button } from './button';
import { EmptyState } from './empty-state';
import * as common from '../lib/messages/common';

interface BackLink {
  to: string;
  label: string;
}

/** Staff go back to the clients list; a client user, who has none, to the list they came from (`orElse`). */
export const BACK_TO_CLIENTS: BackLink = { to: '/clients', label: 'Back to Clients' };

export interface NotFoundStateProps {
  icon: LucideIcon;
  /** 'Project not found': the heading and the tab's title. */
  title: string;
  description: string;
  /** Where the button leads ('Back to Clients'). */
  back: BackLink;
  /** Where it leads instead for a user who cannot open `back` (a client user has no clients list). */
  orElse?: BackLink;
}

/** A record that does not exist, or is outside the user's scope (the server answers 404 for both). */
export function NotFoundState({ icon, title, description, back, orElse }: NotFoundStateProps) {
  useDocumentTitle(title);
  const canOpen = useCanOpen();
  const target = orElse && !canOpen(back.to) ? orElse : back;
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      action={
        <Button asChild variant="secondary">
          <Link to={target.to}>{target === BACK_TO_CLIENTS ? common.t('common.backToClients') : target.label}</Link>
        </Button>
      }
    />
  );
}
