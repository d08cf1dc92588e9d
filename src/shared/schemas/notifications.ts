/** Notifications (the top bar's bell and e-mail): kinds, channels, who each kind applies to, and the operations' schemas. */
import { z } from 'zod';
import { can } from '../permissions';
import { isClientRole, isStaffRole } from '../roles';
import { UUID_PATTERN } from './list';

export const NOTIFICATION_KINDS = [
  'task_assigned',
  'task_comment',
  'new_lead',
  'invoice_created',
  'milestone_completed',
  'approval_requested',
  'approval_answered',
  'project_message',
  'client_request',
  'request_answered',
  'request_message',
  'budget_alert',
  'timesheet_submitted',
  'timesheet_answered',
  'quote_sent',
  'quote_answered',
  'project_created',
  'payment_received',
  'webhook_disabled',
  'colleague_changed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['both', 'in_app', 'email', 'none'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Notification e-mails each at once, or one a day with everything unread (docs/decisions/0114-daily-digest-and-one-click-unsubscribe.md). */
export const EMAIL_DELIVERY_MODES = ['immediate', 'daily'] as const;
export type EmailDeliveryMode = (typeof EMAIL_DELIVERY_MODES)[number];

/** Both by default: a new user should hear about work handed to them even when the portal is closed. */
export const DEFAULT_NOTIFICATION_CHANNEL: NotificationChannel = 'both';

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, { label: string; description: string }> = {
  task_assigned: { label: 'Task assigned to you', description: 'Someone assigns you a task.' },
  task_comment: { label: 'Comment on your task', description: 'Someone comments on a task assigned to you.' },
  new_lead: { label: 'New contact lead', description: 'A visitor sends an enquiry through the website.' },
  invoice_created: { label: 'New invoice', description: 'An invoice is issued to your company.' },
  milestone_completed: { label: 'Milestone completed', description: 'A milestone of one of your projects is completed.' },
  approval_requested: { label: 'Milestone awaiting your approval', description: 'The team asks you to approve a milestone.' },
  approval_answered: {
    label: 'Milestone approval answered',
    description: 'A client approves a milestone of your project or asks for changes.',
  },
  project_message: { label: 'New message in a project', description: 'Someone writes in the conversation of a project you work on.' },
  client_request: { label: 'New client request', description: 'A client files a request on one of your projects.' },
  request_answered: { label: 'Request answered', description: 'The team accepts or declines a request of your company.' },
  request_message: { label: 'New message on a request', description: 'Someone writes in the thread of a request you follow.' },
  budget_alert: { label: 'Project budget warning', description: 'A project you manage reaches 80% or 100% of its budget.' },
  timesheet_submitted: { label: 'Timesheet submitted', description: 'Someone submits a week of time for approval.' },
  timesheet_answered: { label: 'Timesheet approved or returned', description: 'A manager approves your week or returns it with a note.' },
  quote_sent: { label: 'New quote', description: 'The agency sends your company a quote to review and sign.' },
  quote_answered: {
    label: 'Quote opened, answered or expired',
    description: 'A client opens a quote, signs or declines it, or a sent quote passes its date unanswered.',
  },
  project_created: { label: 'Project set up', description: 'The agency sets up the project of a quote your company signed.' },
  payment_received: { label: 'Payment received', description: 'A payment is recorded against an invoice, by hand or through Stripe.' },
  webhook_disabled: { label: 'Webhook disabled', description: 'A webhook endpoint has failed for 24 hours and was turned off.' },
  colleague_changed: {
    label: 'Client contacts changed',
    description: 'A client’s primary contact invites, deactivates, reactivates or removes a colleague.',
  },
};

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  both: 'Both',
  in_app: 'In-app',
  email: 'E-mail',
  none: 'None',
};

/** The kinds a role can receive, so it only sees and sets those: staff hear about tasks (and leads if they work them), clients about their company. */
export function notificationKindsFor(role: string | null | undefined): NotificationKind[] {
  if (isClientRole(role)) {
    const approvals: NotificationKind[] = can(role, 'milestones.approve') ? ['approval_requested'] : [];
    return [
      'invoice_created',
      'quote_sent',
      'project_created',
      'milestone_completed',
      ...approvals,
      'project_message',
      'request_answered',
      'request_message',
    ];
  }
  if (!isStaffRole(role)) return [];
  const kinds: NotificationKind[] = ['task_assigned', 'task_comment', 'project_message'];
  if (can(role, 'time.track')) kinds.push('timesheet_answered');
  if (can(role, 'projects.manage')) kinds.push('approval_answered', 'budget_alert');
  if (can(role, 'time.approve')) kinds.push('timesheet_submitted');
  if (can(role, 'requests.manage')) kinds.push('client_request');
  if (can(role, 'requests.view')) kinds.push('request_message');
  if (can(role, 'leads.view')) kinds.push('new_lead');
  if (can(role, 'quotes.manage')) kinds.push('quote_answered');
  if (can(role, 'payments.record')) kinds.push('payment_received');
  if (can(role, 'webhooks.manage')) kinds.push('webhook_disabled');
  if (can(role, 'clientUsers.manage')) kinds.push('colleague_changed');
  return kinds;
}

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50;

export const NotificationListQuery = z.strictObject({
  limit: z.coerce
    .number()
    .int('validation.common.limitWholeNumber')
    .min(1, 'validation.common.limit1More')
    .max(NOTIFICATIONS_MAX_PAGE_SIZE, `limit must be at most ${NOTIFICATIONS_MAX_PAGE_SIZE}`)
    .default(NOTIFICATIONS_PAGE_SIZE),
  /** The id of the last notification already shown: the next page starts after it. */
  before: z.string().regex(UUID_PATTERN, 'validation.notifications.beforeNotificationId').optional(),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

export const MarkNotificationsReadInput = z.strictObject({
  /** Omitted: every unread notification of the caller. */
  ids: z
    .array(z.string().regex(UUID_PATTERN, 'validation.notifications.validNotificationId'), {
      error: 'validation.notifications.idsListNotificationIds',
    })
    .min(1, 'validation.notifications.giveLeastOneId')
    .max(200, 'validation.notifications.most200IdsOnce')
    .optional(),
});
export type MarkNotificationsReadInput = z.infer<typeof MarkNotificationsReadInput>;

const channel = z.enum(NOTIFICATION_CHANNELS, { error: 'validation.notifications.chooseAppEMail' });

const delivery = z.enum(EMAIL_DELIVERY_MODES, { error: 'validation.notifications.chooseEachOnceDaily' });

export const EMAIL_DELIVERY_LABELS: Record<EmailDeliveryMode, string> = { immediate: 'Each e-mail at once', daily: 'One daily digest' };

/** Only the kinds sent change (and how e-mails arrive, when sent); whether each applies to the caller's role is the server's check. */
export const NotificationPreferencesInput = z.strictObject({
  ...(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channel.optional()])) as Record<
    NotificationKind,
    z.ZodOptional<typeof channel>
  >),
  delivery: delivery.optional(),
});
export type NotificationPreferencesInput = z.infer<typeof NotificationPreferencesInput>;

export const NotificationItem = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** The portal path the notification opens. */
  link: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

export const NotificationList = z.object({ items: z.array(NotificationItem), unreadCount: z.number().int(), hasMore: z.boolean() });
export type NotificationList = z.infer<typeof NotificationList>;

/** What marking notifications read answers: how many are still unread. */
export const UnreadCount = z.object({ unreadCount: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;

export const NotificationPreferences = z.object({
  /** One entry per kind that applies to the caller's role, in display order. */
  items: z.array(z.object({ kind: z.enum(NOTIFICATION_KINDS), channel: z.enum(NOTIFICATION_CHANNELS) })),
  /** Notification e-mails each at once, or one digest a day of what is unread. */
  delivery: z.enum(EMAIL_DELIVERY_MODES),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;
