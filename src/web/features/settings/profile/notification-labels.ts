import type { EmailDeliveryMode, NotificationChannel, NotificationKind } from '@shared/schemas/notifications';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/account';

type Key = Parameters<typeof t>[0];

/** Each kind's name and what it is about, as Account Settings shows them (src/shared/schemas/notifications.ts keeps the English). */
const KINDS = {
  task_assigned: [msg('account.notifications.kind.taskAssigned'), msg('account.notifications.kind.taskAssignedHint')],
  task_comment: [msg('account.notifications.kind.taskComment'), msg('account.notifications.kind.taskCommentHint')],
  new_lead: [msg('account.notifications.kind.newLead'), msg('account.notifications.kind.newLeadHint')],
  invoice_created: [msg('account.notifications.kind.invoiceCreated'), msg('account.notifications.kind.invoiceCreatedHint')],
  milestone_completed: [msg('account.notifications.kind.milestoneCompleted'), msg('account.notifications.kind.milestoneCompletedHint')],
  approval_requested: [msg('account.notifications.kind.approvalRequested'), msg('account.notifications.kind.approvalRequestedHint')],
  approval_answered: [msg('account.notifications.kind.approvalAnswered'), msg('account.notifications.kind.approvalAnsweredHint')],
  project_message: [msg('account.notifications.kind.projectMessage'), msg('account.notifications.kind.projectMessageHint')],
  client_request: [msg('account.notifications.kind.clientRequest'), msg('account.notifications.kind.clientRequestHint')],
  request_answered: [msg('account.notifications.kind.requestAnswered'), msg('account.notifications.kind.requestAnsweredHint')],
  request_message: [msg('account.notifications.kind.requestMessage'), msg('account.notifications.kind.requestMessageHint')],
  budget_alert: [msg('account.notifications.kind.budgetAlert'), msg('account.notifications.kind.budgetAlertHint')],
  timesheet_submitted: [msg('account.notifications.kind.timesheetSubmitted'), msg('account.notifications.kind.timesheetSubmittedHint')],
  timesheet_answered: [msg('account.notifications.kind.timesheetAnswered'), msg('account.notifications.kind.timesheetAnsweredHint')],
  quote_sent: [msg('account.notifications.kind.quoteSent'), msg('account.notifications.kind.quoteSentHint')],
  quote_answered: [msg('account.notifications.kind.quoteAnswered'), msg('account.notifications.kind.quoteAnsweredHint')],
  project_created: [msg('account.notifications.kind.projectCreated'), msg('account.notifications.kind.projectCreatedHint')],
  payment_received: [msg('account.notifications.kind.paymentReceived'), msg('account.notifications.kind.paymentReceivedHint')],
  webhook_disabled: [msg('account.notifications.kind.webhookDisabled'), msg('account.notifications.kind.webhookDisabledHint')],
  colleague_changed: [msg('account.notifications.kind.colleagueChanged'), msg('account.notifications.kind.colleagueChangedHint')],
} satisfies Record<NotificationKind, [Key, Key]>;

const CHANNELS = {
  both: msg('account.notifications.channel.both'),
  in_app: msg('account.notifications.channel.inApp'),
  email: msg('account.notifications.channel.email'),
  none: msg('account.notifications.channel.none'),
} satisfies Record<NotificationChannel, Key>;

const DELIVERY = {
  immediate: msg('account.notifications.delivery.immediate'),
  daily: msg('account.notifications.delivery.daily'),
} satisfies Record<EmailDeliveryMode, Key>;

export const kindLabel = (kind: NotificationKind) => t(KINDS[kind][0]);
export const kindDescription = (kind: NotificationKind) => t(KINDS[kind][1]);
export const channelLabel = (channel: NotificationChannel) => t(CHANNELS[channel]);
export const deliveryLabel = (mode: EmailDeliveryMode) => t(DELIVERY[mode]);
