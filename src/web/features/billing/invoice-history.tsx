import { Bell, CircleDollarSign, FileText, Receipt, RotateCcw, TriangleAlert } from 'lucide-react';
import type { InvoiceHistoryKind } from '@shared/schemas/reminders';
import { Skeleton } from '../../components/skeleton';
import { errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { t } from '../../lib/messages/invoices';
import { useInvoiceHistory } from './api/reminders';

const ICONS: Partial<Record<InvoiceHistoryKind, typeof Bell>> = {
  reminder_sent: Bell,
  late_fee_added: TriangleAlert,
  payment: CircleDollarSign,
  paid: CircleDollarSign,
  refund: RotateCcw,
  issued: Receipt,
};

/** Invoice Details' History (decision 0058): issued, each reminder with its step, the late fee, payments, oldest first. */
export function InvoiceHistory({ invoiceId }: { invoiceId: string }) {
  const history = useInvoiceHistory(invoiceId);
  return (
    <section aria-labelledby={`history-${invoiceId}`} className="mt-6 space-y-2">
      <h3 id={`history-${invoiceId}`} className="text-sm font-semibold">
        {t('invoices.history.title')}
      </h3>
      {history.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : history.isError ? (
        <p className="text-sm text-danger">{errorMessage(history.error)}</p>
      ) : history.data.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('invoices.history.empty')}</p>
      ) : (
        <ol className="space-y-2" aria-label={t('invoices.history.label')}>
          {history.data.entries.map((entry) => {
            const Icon = ICONS[entry.kind] ?? FileText;
            return (
              <li key={entry.id} className="flex items-start gap-2 text-sm">
                <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                <span className="flex-1">{entry.label}</span>
                <time dateTime={entry.at} className="shrink-0 text-muted-foreground tabular-nums">
                  {formatDate(entry.at)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
