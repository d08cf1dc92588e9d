/**
 * Every scheduled sweep the app runs (src/server/jobs/scheduler.ts), in the order of one look: recurring invoices
 * and recurring expenses first, so a period's new invoice is in place before the reminders look; the ledger's month
 * deltas are folded last. Part of the app layer (eslint/import-boundaries.js): it composes the features' sweeps,
 * handing each what it needs of another feature.
 */
import { createInvoiceOfLines } from './features/billing/invoices';
import { recurringInvoicesSweep } from './features/recurring/sweep';
import { recurringExpensesSweep } from './features/recurring-expenses/sweep';
import { quoteExpirySweep } from './features/quotes/expiry-sweep';
import type { ScheduledSweep } from './jobs/scheduler';
import { paymentRemindersSweep } from './features/billing/reminders/reminder-sweep';
import { dailyDigestSweep } from './notifications/digest';
import { foldLedgerMonths } from './db/ledger-figures';

/** The dashboard's months stay a dozen rows a currency: the month deltas folded once they pass a thousand. */
const ledgerMonthsSweep: ScheduledSweep = { name: 'Ledger months', run: async (deps) => void (await foldLedgerMonths(deps.database.db)) };

export const SCHEDULED_SWEEPS: ScheduledSweep[] = [
  quoteExpirySweep,
  recurringInvoicesSweep(createInvoiceOfLines),
  recurringExpensesSweep,
  paymentRemindersSweep,
  dailyDigestSweep,
  ledgerMonthsSweep,
];
