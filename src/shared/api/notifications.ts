/** The top bar's bell and the choice of channel per kind: every signed-in user, their own notifications only. */
import {
  MarkNotificationsReadInput,
  NotificationList,
  NotificationListQuery,
  NotificationPreferences,
  NotificationPreferencesInput,
  UnreadCount,
} from '../schemas/notifications';
import { endpoint } from './endpoint';

const tag = 'Notifications';

export const notificationsApi = {
  list: endpoint({
    method: 'get',
    path: '/notifications',
    tag,
    summary: 'Your newest notifications',
    description: 'Newest first; `before` (the last id shown) gives the next page.',
    access: 'signed-in',
    query: NotificationListQuery,
    reply: NotificationList,
  }),
  markRead: endpoint({
    method: 'post',
    path: '/notifications/read',
    tag,
    summary: 'Mark notifications read',
    description: 'The ids given, or without `ids` every unread one.',
    access: 'signed-in',
    body: MarkNotificationsReadInput,
    reply: UnreadCount,
  }),
  preferences: endpoint({
    method: 'get',
    path: '/notifications/preferences',
    tag,
    summary: 'Your channel per kind of notification',
    access: 'signed-in',
    reply: NotificationPreferences,
  }),
  savePreferences: endpoint({
    method: 'put',
    path: '/notifications/preferences',
    tag,
    summary: 'Choose the channel per kind of notification',
    description: "Only the kinds sent change; a kind that does not apply to the caller's role is refused.",
    access: 'signed-in',
    body: NotificationPreferencesInput,
    reply: NotificationPreferences,
  }),
};
