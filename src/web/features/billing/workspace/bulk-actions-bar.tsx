import { BellRing, Download } from 'lucide-react';
import type { BULK_REMINDER_SKIPS, BulkRemindersResult } from '@shared/schemas/invoices';
import { Button } from '../../../components/button';
import { msg } from '../../../lib/i18n';
import { t } from '../../../lib/messages/billing';
import { withToasts } from '../../../lib/with-toasts';
import { invoicePdfsUrl, useSendReminders } from '../api/invoices-workspace';

const SKIPS = {
  not_outstanding: msg('billing.bulk.skip.notOutstanding'),
  no_due_date: msg('billing.bulk.skip.noDueDate'),
  client_opted_out: msg('billing.bulk.skip.optedOut'),
  reminded_today: msg('billing.bulk.skip.remindedToday'),
} satisfies Record<(typeof BULK_REMINDER_SKIPS)[number], string>;

/** What the reminders did, skips named with their reason: the toast's title and its line. */
export function remindersOutcome(result: BulkRemindersResult): { title: string; description?: string } {
  const title = result.queued ? t('billing.bulk.queued', { count: result.queued }) : t('billing.bulk.noneSent');
  if (!result.skipped.length) return { title };
  const skips = result.skipped.map((s) =>
    t('billing.bulk.skipped', { invoice: s.invoiceNumber ?? t('billing.bulk.aDraft'), reason: t(SKIPS[s.reason]) }),
  );
  return { title, description: t('billing.bulk.skippedList', { skips: skips.join('; ') }) };
}

/**
 * The Invoices workspace's bulk actions on the invoices ticked on this page: send their payment reminders now (the
 * server skips those that owe nothing, and says why), or download their PDFs in one ZIP.
 */
export function BulkActionsBar({
  selected,
  canSendReminders,
  onClear,
}: {
  selected: string[];
  canSendReminders: boolean;
  onClear: () => void;
}) {
  const send = useSendReminders();
  if (selected.length === 0) return null;
  const sendReminders = () =>
    withToasts(() => send.mutateAsync(selected), {
      success: (r) => remindersOutcome(r).title,
      description: (r) => remindersOutcome(r).description ?? '',
      failure: t('billing.bulk.failed'),
    }).then(onClear, () => undefined);
  return (
    <section
      aria-label={t('billing.bulk.label')}
      className="flex flex-wrap items-center gap-2 rounded-md border border-border bg-surface-muted/60 px-3 py-2"
    >
      <span className="text-sm font-medium" aria-live="polite">
        {t('billing.bulk.selected', { count: selected.length })}
      </span>
      {canSendReminders ? (
        <Button variant="secondary" size="sm" onClick={sendReminders} disabled={send.isPending}>
          <BellRing aria-hidden className="size-4" /> {send.isPending ? t('billing.bulk.sending') : t('billing.bulk.send')}
        </Button>
      ) : null}
      <Button asChild variant="secondary" size="sm">
        <a href={invoicePdfsUrl(selected)} download>
          <Download aria-hidden className="size-4" /> {t('billing.bulk.downloadPdfs')}
        </a>
      </Button>
      <Button variant="ghost" size="sm" onClick={onClear}>
        {t('billing.bulk.clear')}
      </Button>
    </section>
  );
}
