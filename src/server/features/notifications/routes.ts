import { Hono } from 'hono';
import {
  MarkNotificationsReadInput,
  NotificationListQuery,
  NotificationPreferencesInput,
} from '../../../shared/schemas/notifications';
import type { AppDeps, AppEnv } from '../../context';
import { readBody, readQuery } from '../../http';
import { getPreferences, listNotifications, markRead, savePreferences } from './service';

/** Mounted at /api/notifications: every signed-in user, and only their own notifications and choices. */
export function notificationRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listNotifications(db, c.get('user'), readQuery(c, NotificationListQuery))))
    .post('/read', async (c) => c.json(await markRead(db, c.get('user'), await readBody(c, MarkNotificationsReadInput))))
    .get('/preferences', async (c) => c.json(await getPreferences(db, c.get('user'))))
    .put('/preferences', async (c) =>
      c.json(await savePreferences(db, c.get('user'), await readBody(c, NotificationPreferencesInput))),
    );
}
