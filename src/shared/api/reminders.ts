/** Payment reminders, the late fee and the quote defaults (decision 0058). */
import {
  BillingSettings,
  ClientReminders,
  LateFeePreview,
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
      "amount in minor units of the invoice's currency, or basis points of the amount due; added once to an invoice kept by the app " +
      '(never to a Stripe invoice) whose due date and issue day are both at least the given days (1 or more) ago. A new or changed fee ' +
      'applies from the moment it is saved: invoices already that late are never charged by it (ask `POST /settings/billing/late-fee-preview` ' +
      'first). Recorded in the audit log. Admins only.',
    access: 'billingSettings.manage',
    body: UpdateBillingSettingsInput,
    reply: BillingSettings,
  }),
  previewLateFee: endpoint({
    method: 'post',
    path: '/settings/billing/late-fee-preview',
    tag,
    summary: 'What a late fee would charge if saved',
    description:
      'Takes the body `PUT /settings/billing` takes and writes nothing: the unpaid invoices the late fee will charge if they are still ' +
      "unpaid on their fee day, with the fees at today's balances per currency, and the count of those already past that day, which " +
      'the fee leaves alone. Admins only.',
    access: 'billingSettings.manage',
    body: UpdateBillingSettingsInput,
    reply: LateFeePreview,
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
