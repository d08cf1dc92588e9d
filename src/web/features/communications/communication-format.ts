/** How a communication reads on screen: type and direction labels, badge tones and icons, the author's name. */
import { Mail, MessageSquare, Phone, Users, type LucideIcon } from 'lucide-react';
import type { CommunicationType } from '@shared/enums';
import type { CommunicationDirection } from '@shared/schemas/communications';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/communications';
import type { BadgeTone } from '../../components/badge';

type Key = Parameters<typeof t>[0];

// Keys, translated when shown (typeLabel, directionLabel, directionMarker).
const TYPE_LABELS: Record<CommunicationType, Key> = {
  email: msg('communications.type.email'),
  call: msg('communications.type.call'),
  meeting: msg('communications.type.meeting'),
  chat: msg('communications.type.chat'),
};

export const typeLabel = (type: CommunicationType) => t(TYPE_LABELS[type]);

export const TYPE_TONES: Record<CommunicationType, BadgeTone> = { email: 'info', call: 'success', meeting: 'warning', chat: 'neutral' };

export const TYPE_ICONS: Record<CommunicationType, LucideIcon> = { email: Mail, call: Phone, meeting: Users, chat: MessageSquare };

const DIRECTION_LABELS: Record<CommunicationDirection, Key> = {
  inbound: msg('communications.direction.inbound'),
  outbound: msg('communications.direction.outbound'),
};

export const directionLabel = (direction: CommunicationDirection) => t(DIRECTION_LABELS[direction]);

/** The list's marker: inbound was received from the client, outbound sent to them. */
const DIRECTION_MARKERS: Record<CommunicationDirection, Key> = {
  inbound: msg('communications.direction.received'),
  outbound: msg('communications.direction.sent'),
};

export const directionMarker = (direction: CommunicationDirection) => t(DIRECTION_MARKERS[direction]);

export function authorName(user: { firstName: string; lastName: string } | null | undefined): string {
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return name || t('communications.unknownUser');
}

export function attachmentsLabel(count: number): string {
  return t('communications.attachments', { count });
}

/**
 * Who wrote it, as a client user reads it (decision 0106). The server words it in English ("You wrote", "{name} wrote");
 * this says it in the reader's language, and `writer` gives the name alone ("You", "{name}") for the details' field.
 */
export function readerLabelText(label: string): string {
  if (label === 'You wrote') return t('communications.reader.youWrote');
  const name = /^(.*) wrote$/s.exec(label)?.[1];
  return name ? t('communications.reader.wrote', { name }) : label;
}

export function readerWriter(label: string): string {
  if (label === 'You wrote') return t('communications.reader.you');
  return /^(.*) wrote$/s.exec(label)?.[1] ?? label;
}
