/**
 * The events an agency's own systems may subscribe to (Settings > Webhooks), in words for the screen. Each is
 * written in the same transaction as the change it reports (docs/product.md, Webhooks).
 */
import { keysOf } from './keys-of';

export const WEBHOOK_EVENTS = {
  'task.created': 'Task created',
  'task.updated': 'Task updated',
  'task.completed': 'Task completed',
  'milestone.approved': 'Milestone approved',
  'milestone.changes_requested': 'Milestone changes requested',
  'request.created': 'Client request created',
  'request.answered': 'Client request accepted or declined',
  'message.posted': 'Project message posted',
  'invoice.created': 'Invoice created',
  'invoice.partially_paid': 'Invoice partly paid',
  'invoice.paid': 'Invoice paid',
  'invoice.voided': 'Invoice voided',
  'credit_note.issued': 'Credit note issued',
  'quote.accepted': 'Quote accepted',
  'client.created': 'Client created',
  'lead.received': 'Lead received',
} as const;
export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES: WebhookEventType[] = keysOf(WEBHOOK_EVENTS);
