/** Billing settings, a client's reminder schedule and an invoice's history (decision 0058). */
import { Hono } from 'hono';
import { remindersApi } from '@shared/api/reminders';
import type { AppDeps, AppEnv } from '@server/context';
import { idParam } from '@server/http-params';
import { route } from '@server/openapi/route';
import { requestLanguage } from '@server/reader-language';
import { readBillingSettings } from '@server/db/billing-settings-row';
import { previewBillingSettings, updateBillingSettings } from './billing-settings';
import { getClientReminders, updateClientReminders } from './client-reminders';
import { getInvoiceHistory } from './invoice-history';

export function reminderRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  route(app, remindersApi.settings, () => readBillingSettings(deps.database.db));
  route(app, remindersApi.updateSettings, (c, { body }) => updateBillingSettings(deps, c.get('user'), body));
  route(app, remindersApi.previewLateFee, (_c, { body }) => previewBillingSettings(deps, body));
  route(app, remindersApi.clientReminders, (c) => getClientReminders(deps, idParam(c, 'errors.notFound.client')));
  route(app, remindersApi.updateClientReminders, (c, { body }) =>
    updateClientReminders(deps, c.get('user'), idParam(c, 'errors.notFound.client'), body),
  );
  route(app, remindersApi.invoiceHistory, (c) =>
    getInvoiceHistory(deps, c.get('user'), idParam(c, 'errors.notFound.invoice'), requestLanguage(c)),
  );
  return app;
}
