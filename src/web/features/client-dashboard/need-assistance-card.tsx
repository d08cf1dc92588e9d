import { Mail, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { SUPPORT_CONTACT } from '@shared/support-contact';
import { Button } from '../../components/button';
import { DashboardSection } from './dashboard-section';

export function NeedAssistanceCard() {
  return (
    <DashboardSection title="Need Assistance?">
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
      {/* Live chat is a conversation with the team: it happens on the communications screen. */}
      <Button asChild className="mt-4 self-start">
        <Link to="/communications">
          <MessageCircle aria-hidden />
          Live Chat
        </Link>
      </Button>
    </DashboardSection>
  );
}
