/**
 * The authorization table's rows for reminders and the late fee (decision 0058): the billing settings and a client's
 * reminder schedule are admins' (billingSettings.manage), refused to everyone else before any lookup; an invoice's
 * history is read by whoever may read the invoice. The sweep's behaviour is in tests/api/billing/reminders-sweep.test.ts.
 */
import { billing, onlyAdmins, type Row } from './authorization-rules';

export const REMINDERS_ROWS: Row[] = [
  { route: 'GET /api/settings/billing', expect: onlyAdmins(200) },
  {
    route: 'PUT /api/settings/billing',
    expect: onlyAdmins(200),
    body: {
      remindersEnabled: true,
      reminderOffsets: [-3, 0, 7, 14],
      lateFeeKind: 'none',
      lateFeeAfterDays: 14,
      quoteValidDays: 30,
      quoteDepositBasisPoints: 5000,
      quoteAutoConvert: false,
    },
  },
  {
    route: 'POST /api/settings/billing/late-fee-preview',
    expect: onlyAdmins(200),
    body: {
      remindersEnabled: true,
      reminderOffsets: [-3, 0, 7, 14],
      lateFeeKind: 'fixed',
      lateFeeFixedMinor: 2500,
      lateFeeAfterDays: 14,
      quoteValidDays: 30,
      quoteDepositBasisPoints: 5000,
      quoteAutoConvert: false,
    },
  },
  { route: 'GET /api/clients/:id/reminders', kind: 'client', expect: onlyAdmins(200) },
  { route: 'PUT /api/clients/:id/reminders', kind: 'client', expect: onlyAdmins(200), body: { mode: 'custom', offsets: [1, 10] } },
  { route: 'GET /api/invoices/:id/history', kind: 'invoice', expect: billing(200, 200) },
];
