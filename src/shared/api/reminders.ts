/** Payment reminders, the late fee and the quote defaults (decision 0058). */
import {
  BillingSettings,
  ClientReminders,
  InvoiceHistory,
  UpdateBillingSettingsInput,
  UpdateClientRemindersInput,
} from '../schemas/reminders';
import { endpoint } from './endpoint';

const tag = 'Reminders and late fees';

export const remindersApi = {
  settings: endpoint({
    method: 'get',
    path: '/settings/billing',
    tag,
    summary: 'The billing settings: reminders, late fee, quote defaults',
    description: 'Admins (`billingSettings.manage`); everyone else 403.',
    access: 'billingSettings.manage',
    reply: BillingSettings,
  }),
  updateSettings: endpoint({
    method: 'put',
    path: '/settings/billing',
    tag,
    summary: 'Change the billing settings',
    description:
      'The whole row. Reminder steps are days from the due date (-60 to 365, each once, at most 8). The late fee is none, a fixed ' +
      "amount in minor units of the invoice's currency, or basis points of the amount due; added once, the given days after the due date, " +
      'to invoices kept by the app (never to a Stripe invoice). Recorded in the audit log. Admins only.',
    access: 'billingSettings.manage',
    body: UpdateBillingSettingsInput,
    reply: BillingSettings,
  }),
  clientReminders: endpoint({
    method: 'get',
    path: '/clients/{id}/reminders',
    tag,
    summary: "A client's reminder schedule",
    description: "The agency's schedule, the client's own days, or off (no reminders and no late fee). Admins only.",
    access: 'billingSettings.manage',
    reply: ClientReminders,
  }),
  updateClientReminders: endpoint({
    method: 'put',
    path: '/clients/{id}/reminders',
    tag,
    summary: "Change a client's reminder schedule",
    description: '`custom` needs `offsets`. Recorded in the audit log. Admins only.',
    access: 'billingSettings.manage',
    body: UpdateClientRemindersInput,
    reply: ClientReminders,
  }),
  invoiceHistory: endpoint({
    method: 'get',
    path: '/invoices/{id}/history',
    tag,
    summary: "An invoice's history",
    description:
      'Issued, reminders sent (with their step), the late fee, payments and refunds, oldest first. Whoever may read the invoice: ' +
      "admins any, client users their own company's issued invoices (404 otherwise).",
    access: 'signed-in',
    reply: InvoiceHistory,
  }),
};
