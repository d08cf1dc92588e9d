import { Hono } from 'hono';
import { notificationsApi } from '@shared/api/notifications';
import type { AppDeps, AppEnv } from '../../context';
import { route } from '../../openapi/route';
import { getPreferences, listNotifications, markRead, savePreferences } from './service';

/** Every signed-in user, and only their own notifications and choices. */
export function notificationRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  route(app, notificationsApi.list, (c, { query }) => listNotifications(db, c.get('user'), query));
  route(app, notificationsApi.markRead, (c, { body }) => markRead(db, c.get('user'), body));
  route(app, notificationsApi.preferences, (c) => getPreferences(db, c.get('user')));
  route(app, notificationsApi.savePreferences, (c, { body }) => savePreferences(db, c.get('user'), body));
  return app;
}
