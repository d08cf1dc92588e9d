/** The top bar's bell and the choice of channel per kind: every signed-in user, their own notifications only. */
import {
  MarkNotificationsReadInput,
  NotificationList,
  NotificationListQuery,
  NotificationPreferences,
  NotificationPreferencesInput,
  UnreadCount,
} from '../schemas/notifications';
import { endpoint, fileOf } from './endpoint';

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
  // One-click unsubscribe (RFC 8058; docs/decisions/0114-daily-digest-and-one-click-unsubscribe.md): the link of every
  // notification e-mail's List-Unsubscribe header, used without a session.
  unsubscribePage: endpoint({
    method: 'get',
    path: '/unsubscribe/{token}',
    tag,
    summary: 'The page an e-mail’s unsubscribe link opens',
    description:
      'Public: the token names the recipient and the kind of e-mail, signed by the portal. The page asks to confirm; ' +
      'a GET changes nothing (mail scanners open links), its button posts to the same address.',
    access: 'public',
    reply: fileOf('text/html', 'A page that names the kind of e-mail and asks to confirm.'),
    errors: { 404: 'The token is not one this portal signed, or its person is gone.' },
  }),
  unsubscribe: endpoint({
    method: 'post',
    path: '/unsubscribe/{token}',
    tag,
    summary: 'Turn a kind of notification e-mail off (one click)',
    description:
      'Public, as RFC 8058 asks: a mail program posts `List-Unsubscribe=One-Click` here without a session. That kind of ' +
      'e-mail is turned off for the person the token names (the bell stays as they chose); repeating it changes nothing.',
    access: 'public',
    reply: fileOf('text/html', 'A page that says the e-mails are off, and where to turn them on again.'),
    errors: { 404: 'The token is not one this portal signed, or its person is gone.' },
  }),
};
