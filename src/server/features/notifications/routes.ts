import { Hono } from 'hono';
import { notificationsApi } from '@shared/api/notifications';
import type { AppDeps, AppEnv } from '../../context';
import { route } from '../../openapi/route';
import { unsubscribe, unsubscribePage } from './unsubscribe-pages';
import { getPreferences, listNotifications, markRead, savePreferences } from './service';

/** Every signed-in user, and only their own notifications and choices; the unsubscribe link of an e-mail without a session. */
export function notificationRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  route(app, notificationsApi.list, (c, { query }) => listNotifications(db, c.get('user'), query));
  route(app, notificationsApi.markRead, (c, { body }) => markRead(db, c.get('user'), body));
  route(app, notificationsApi.preferences, (c) => getPreferences(db, c.get('user')));
  route(app, notificationsApi.savePreferences, (c, { body }) => savePreferences(db, c.get('user'), body));
  // Public: the e-mail's signed token names the person (decision 0114).
  route(app, notificationsApi.unsubscribePage, (c) => unsubscribePage(deps, c.req.param('token') ?? ''));
  route(app, notificationsApi.unsubscribe, (c) => unsubscribe(deps, c.req.param('token') ?? ''));
  return app;
}
