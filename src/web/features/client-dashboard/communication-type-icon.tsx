import { Mail, MessageSquare, Phone, Users, type LucideIcon } from 'lucide-react';
import type { CommunicationType } from '@shared/enums';
import { COMMUNICATION_TYPE_LABELS } from './client-dashboard-format';
import { t } from '@web/lib/messages/client-dashboard';

const ICONS: Record<CommunicationType, LucideIcon> = { email: Mail, call: Phone, meeting: Users, chat: MessageSquare };

/** The type as an icon in a circle; its name is read out, since the icon alone says little. */
export function CommunicationTypeIcon({ type }: { type: CommunicationType }) {
  const Icon = ICONS[type] ?? Mail;
  return (
    <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
      <Icon aria-hidden className="size-4" />
      <span className="sr-only">{type in COMMUNICATION_TYPE_LABELS ? t(COMMUNICATION_TYPE_LABELS[type]) : type}</span>
    </span>
  );
}
