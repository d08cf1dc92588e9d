/**
 * An invoice's history for its details dialog (decision 0058), oldest first: when it was issued (from the invoice),
 * then its activity entries: reminders with their step, the late fee, payments and refunds, paid and voided. Client
 * users see the money events of their own issued invoices; who did what inside the agency is for staff only.
 */
import { and, asc, eq } from 'drizzle-orm';
import { formatMoney } from '@shared/money';
import { mayReadAllBilling } from '@shared/policies/invoices';
import { stepLabel } from '@shared/reminder-steps';
import type { InvoiceHistory, InvoiceHistoryEntry, InvoiceHistoryKind } from '@shared/schemas/reminders';
import type { AppDeps, CurrentUser } from '@server/context';
import { activityLog } from '@server/db/schema';
import { getInvoice } from '../read-billing';

function kindOf(action: string): InvoiceHistoryKind | null {
  if (action === 'invoice.created') return 'created';
  if (action === 'invoice.issued') return null; // shown from the invoice's issued_at, for everyone
  if (action === 'invoice.reminder_sent') return 'reminder_sent';
  if (action === 'invoice.late_fee_added') return 'late_fee_added';
  if (action.includes('credit_note')) return 'credit_note';
  if (action.includes('refund')) return 'refund';
  if (action.includes('payment')) return 'payment';
  if (action === 'invoice.paid') return 'paid';
  if (action === 'invoice.voided') return 'voided';
  return 'other';
}

/** What a client may see: the money events, never the agency's internal steps. */
const CLIENT_KINDS: InvoiceHistoryKind[] = ['reminder_sent', 'late_fee_added', 'payment', 'refund', 'credit_note', 'paid', 'voided'];

export async function getInvoiceHistory(deps: AppDeps, user: CurrentUser, invoiceId: string): Promise<InvoiceHistory> {
  // Who may read the invoice may read its history (404 for another company's or a client's view of a draft).
  const invoice = await getInvoice(deps, user, invoiceId);
  const staff = mayReadAllBilling(user);
  const rows = await deps.database.db
    .select({
      id: activityLog.id,
      action: activityLog.action,
      summary: activityLog.summary,
      metadata: activityLog.metadata,
      at: activityLog.createdAt,
    })
    .from(activityLog)
    .where(and(eq(activityLog.entityType, 'invoice'), eq(activityLog.entityId, invoiceId)))
    .orderBy(asc(activityLog.createdAt), asc(activityLog.id));
  const money = (minor: unknown) => (typeof minor === 'number' ? formatMoney(minor, invoice.currency) : null);
  const entries: InvoiceHistoryEntry[] = [];
  if (invoice.issuedAt) {
    entries.push({
      id: `issued-${invoice.id}`,
      kind: 'issued',
      at: invoice.issuedAt,
      label: 'Issued',
      offsetDays: null,
      amountMinor: invoice.amountMinor,
    });
  }
  for (const row of rows) {
    const kind = kindOf(row.action);
    if (!kind || (!staff && !CLIENT_KINDS.includes(kind))) continue;
    const meta = (row.metadata ?? {}) as Record<string, unknown>;
    const offsetDays = typeof meta.offsetDays === 'number' ? meta.offsetDays : null;
    const amountMinor =
      typeof meta.lateFeeMinor === 'number' ? meta.lateFeeMinor : typeof meta.amountMinor === 'number' ? meta.amountMinor : null;
    const label =
      kind === 'reminder_sent'
        ? `Reminder sent (${stepLabel(offsetDays ?? 0)})`
        : kind === 'late_fee_added'
          ? `Late fee of ${money(amountMinor)} added`
          : kind === 'payment'
            ? amountMinor !== null
              ? `Payment of ${money(amountMinor)} received`
              : 'Payment received'
            : kind === 'refund'
              ? amountMinor !== null
                ? `Refund of ${money(amountMinor)}`
                : 'Refund'
              : kind === 'credit_note'
                ? amountMinor !== null
                  ? `Credit note of ${money(amountMinor)} issued`
                  : 'Credit note issued'
                : kind === 'paid'
                  ? 'Marked paid'
                  : kind === 'voided'
                    ? typeof meta.reason === 'string' && meta.reason
                      ? `Voided: ${meta.reason}`
                      : 'Voided'
                    : row.summary;
    entries.push({ id: row.id, kind, at: row.at.toISOString(), label, offsetDays, amountMinor });
  }
  entries.sort((a, b) => a.at.localeCompare(b.at));
  return { entries };
}
