/** How a communication reads on screen: type and direction labels, badge tones and icons, the author's name. */
import { Mail, MessageSquare, Phone, Users, type LucideIcon } from 'lucide-react';
import type { CommunicationType } from '@shared/enums';
import type { CommunicationDirection } from '@shared/schemas/communications';
import type { BadgeTone } from '../../components/badge';

export const TYPE_LABELS: Record<CommunicationType, string> = { email: 'Email', call: 'Call', meeting: 'Meeting', chat: 'Chat' };

export const TYPE_TONES: Record<CommunicationType, BadgeTone> = { email: 'info', call: 'success', meeting: 'warning', chat: 'neutral' };

export const TYPE_ICONS: Record<CommunicationType, LucideIcon> = { email: Mail, call: Phone, meeting: Users, chat: MessageSquare };

export const DIRECTION_LABELS: Record<CommunicationDirection, string> = { inbound: 'Inbound', outbound: 'Outbound' };

/** The list's marker: inbound was received from the client, outbound sent to them. */
export const DIRECTION_MARKERS: Record<CommunicationDirection, string> = { inbound: 'Received', outbound: 'Sent' };

export function authorName(user: { firstName: string; lastName: string } | null | undefined): string {
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return name || 'Unknown User';
}

export function attachmentsLabel(count: number): string {
  return count === 1 ? '1 attachment' : `${count} attachments`;
}
