/**
 * An invoice's history for its details dialog (decision 0058), oldest first: when it was issued (from the invoice),
 * then its activity entries: reminders with their step, the late fee, payments and refunds, paid and voided. Client
 * users see the money events of their own issued invoices; who did what inside the agency is for staff only.
 */
import { and, asc, eq } from 'drizzle-orm';
import { formatMoney } from '@shared/money';
import { mayReadAllBilling } from '@shared/policies/invoices';
import { DEFAULT_LANGUAGE, localeFor, type Language } from '@shared/i18n/languages';
import type { InvoiceHistory, InvoiceHistoryEntry, InvoiceHistoryKind } from '@shared/schemas/reminders';
import type { AppDeps, CurrentUser } from '@server/context';
import { activityLog } from '@server/db/schema';
import { translator, type Translate } from '@server/i18n';
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

/** A reminder's step in words: "3 days after the due date". */
function stepWords(t: Translate, offsetDays: number): string {
  if (offsetDays === 0) return t('documents.invoiceHistory.stepOnDueDate');
  const count = Math.abs(offsetDays);
  return offsetDays < 0 ? t('documents.invoiceHistory.stepBefore', { count }) : t('documents.invoiceHistory.stepAfter', { count });
}

/** An entry in the reader's words; its creation and other staff-only entries keep their activity summary. */
function labelOf(t: Translate, kind: InvoiceHistoryKind, amount: string | null, meta: Record<string, unknown>, summary: string): string {
  const offsetDays = typeof meta.offsetDays === 'number' ? meta.offsetDays : 0;
  switch (kind) {
    case 'reminder_sent':
      return t('documents.invoiceHistory.reminderSent', { step: stepWords(t, offsetDays) });
    case 'late_fee_added':
      return t('documents.invoiceHistory.lateFeeAdded', { amount });
    case 'payment':
      return amount ? t('documents.invoiceHistory.payment', { amount }) : t('documents.invoiceHistory.paymentReceived');
    case 'refund':
      return amount ? t('documents.invoiceHistory.refund', { amount }) : t('documents.invoiceHistory.refunded');
    case 'credit_note':
      return amount ? t('documents.invoiceHistory.creditNote', { amount }) : t('documents.invoiceHistory.creditNoteIssued');
    case 'paid':
      return t('documents.invoiceHistory.paid');
    case 'voided':
      return typeof meta.reason === 'string' && meta.reason
        ? t('documents.invoiceHistory.voidedBecause', { reason: meta.reason })
        : t('documents.invoiceHistory.voided');
    default:
      return summary;
  }
}

/** The history in the reader's language (the request's), its amounts in that language's locale. */
export async function getInvoiceHistory(
  deps: AppDeps,
  user: CurrentUser,
  invoiceId: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<InvoiceHistory> {
  const t = translator(language);
  const locale = localeFor(language, null);
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
  const money = (minor: number) => formatMoney(minor, invoice.currency, locale);
  const entries: InvoiceHistoryEntry[] = [];
  if (invoice.issuedAt) {
    entries.push({
      id: `issued-${invoice.id}`,
      kind: 'issued',
      at: invoice.issuedAt,
      label: t('documents.invoiceHistory.issued'),
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
    const label = labelOf(t, kind, amountMinor === null ? null : money(amountMinor), meta, row.summary);
    entries.push({ id: row.id, kind, at: row.at.toISOString(), label, offsetDays, amountMinor });
  }
  entries.sort((a, b) => a.at.localeCompare(b.at));
  return { entries };
}
