import { Mail, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router';
import type { ClientDashboard } from '@shared/schemas/client-dashboard';
import { SUPPORT_CONTACT } from '@shared/support-contact';
import { Button } from '../../components/button';
import { DashboardSection } from './dashboard-section';
import { t } from '@web/lib/messages/client-dashboard';

/** Help for a client: the agency's e-mail and phone, and "Message the team" in the project the server chose (the most recently active). */
export function NeedAssistanceCard({ conversation }: { conversation: ClientDashboard['conversation'] }) {
  return (
    <DashboardSection title={t('client-dashboard.assistance.title')}>
      <ul className="space-y-3 text-sm">
        <li className="flex items-start gap-3">
          <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <a href={`mailto:${SUPPORT_CONTACT.email}`} className="break-all text-primary hover:underline">
            {SUPPORT_CONTACT.email}
          </a>
        </li>
        <li className="flex items-start gap-3">
          <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <div>
            <a href={`tel:${SUPPORT_CONTACT.phone.replace(/[^\d+]/g, '')}`} className="text-primary hover:underline">
              {SUPPORT_CONTACT.phone}
            </a>
            <p className="text-xs text-muted-foreground">{SUPPORT_CONTACT.hours}</p>
          </div>
        </li>
      </ul>
      {/* Writing to the team happens in a project's conversation, where the client may write (the Communications log is
          read-only for them); without a project there is nothing to open, and the e-mail and phone above remain. */}
      {conversation ? (
        <div className="mt-4 space-y-1">
          <Button asChild className="self-start">
            <Link to={`/projects/${conversation.id}?tab=conversation`}>
              <MessageCircle aria-hidden />
              {t('client-dashboard.assistance.messageTeam')}
            </Link>
          </Button>
          <p className="text-xs text-muted-foreground">{t('client-dashboard.assistance.inConversation', { project: conversation.name })}</p>
        </div>
      ) : null}
    </DashboardSection>
  );
}
