/**
 * The communication form as data: its values (strings, as inputs hold them), the values a record starts from, the
 * payload sent to the API (only the chosen type's fields; meeting times as moments with their offset) and a resolver
 * that checks the payload with the very schema the server uses. Free of React so it can be unit tested.
 */
import type { CommunicationType } from '@shared/enums';
import {
  CreateCommunicationInput,
  defaultStaffOnly,
  type CommunicationDirection,
  type CommunicationListItem,
} from '@shared/schemas/communications';
import { bodyResolver } from '@web/lib/body-resolver';

export interface CommunicationFormValues {
  clientId: string;
  type: CommunicationType;
  direction: CommunicationDirection;
  subject: string;
  content: string;
  fromEmail: string;
  toEmail: string;
  attachmentsCount: string;
  duration: string;
  /** As a datetime-local input holds it: '2026-05-20T14:30', the browser's local time. */
  meetingStartsAt: string;
  meetingEndsAt: string;
  /** "Shared with the client": the client's users read it; off keeps it staff-only (decisions 0028, 0106). */
  shared: boolean;
}

/** Whether a new record of this type starts shared: an e-mail does, a staff summary (call, meeting, chat) does not. */
export const defaultShared = (type: CommunicationType): boolean => !defaultStaffOnly(type);

export const FORM_FIELDS = new Set<keyof CommunicationFormValues>([
  'clientId',
  'type',
  'direction',
  'subject',
  'content',
  'fromEmail',
  'toEmail',
  'attachmentsCount',
  'duration',
  'meetingStartsAt',
  'meetingEndsAt',
  'shared',
]);

/** The product's defaults: type email, direction outbound. */
export function emptyCommunicationForm(clientId = ''): CommunicationFormValues {
  return {
    clientId,
    type: 'email',
    direction: 'outbound',
    subject: '',
    content: '',
    fromEmail: '',
    toEmail: '',
    attachmentsCount: '0',
    duration: '',
    meetingStartsAt: '',
    meetingEndsAt: '',
    shared: defaultShared('email'),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A stored moment as a datetime-local value in the browser's zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as a moment with its offset; an unreadable value is passed on for the schema to name. */
export function fromLocalInput(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const d = new Date(trimmed);
  return Number.isNaN(d.getTime()) ? trimmed : d.toISOString();
}

export function communicationFormFrom(c: CommunicationListItem): CommunicationFormValues {
  return {
    clientId: c.client.id,
    type: c.type,
    direction: c.direction,
    subject: c.subject,
    content: c.content ?? '',
    fromEmail: c.fromEmail ?? '',
    toEmail: c.toEmail ?? '',
    attachmentsCount: String(c.attachmentsCount),
    duration: c.duration ?? '',
    meetingStartsAt: toLocalInput(c.meetingStartsAt),
    meetingEndsAt: toLocalInput(c.meetingEndsAt),
    shared: !c.staffOnly,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** What POST and PATCH receive: the chosen type's own fields, the others empty (hidden inputs may hold stale text). */
export function toCommunicationPayload(values: CommunicationFormValues) {
  const is = (type: CommunicationType) => values.type === type;
  return {
    clientId: values.clientId,
    type: values.type,
    direction: values.direction,
    subject: values.subject.trim(),
    content: orNull(values.content),
    fromEmail: is('email') ? orNull(values.fromEmail) : null,
    toEmail: is('email') ? orNull(values.toEmail) : null,
    attachmentsCount: is('email') ? values.attachmentsCount : '0',
    duration: is('call') ? orNull(values.duration) : null,
    meetingStartsAt: is('meeting') ? fromLocalInput(values.meetingStartsAt) : null,
    meetingEndsAt: is('meeting') ? fromLocalInput(values.meetingEndsAt) : null,
    staffOnly: !values.shared,
  };
}

/** Checks the payload with the server's schema and puts each message beside its field. */
export const communicationResolver = bodyResolver(() => CreateCommunicationInput, toCommunicationPayload, {
  fields: [...FORM_FIELDS],
  rename: { staffOnly: 'shared' },
});
