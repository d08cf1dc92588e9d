import { BellRing, Download } from 'lucide-react';
import { BULK_REMINDER_SKIP_TEXT, type BulkRemindersResult } from '@shared/schemas/invoices';
import { Button } from '../../../components/button';
import { withToasts } from '../../../lib/with-toasts';
import { invoicePdfsUrl, useSendReminders } from '../api/invoices-workspace';

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** What the reminders did, skips named with their reason: the toast's title and its line. */
export function remindersOutcome(result: BulkRemindersResult): { title: string; description?: string } {
  const title = result.queued ? `Reminders queued for ${plural(result.queued, 'invoice')}` : 'No reminder was sent';
  if (!result.skipped.length) return { title };
  const skips = result.skipped.map((s) => `${s.invoiceNumber ?? 'A draft'}: ${BULK_REMINDER_SKIP_TEXT[s.reason]}`);
  return { title, description: `Skipped ${skips.join('; ')}.` };
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
      failure: 'Failed to send the reminders',
    }).then(onClear, () => undefined);
  return (
    <section
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 rounded-md border border-border bg-surface-muted/60 px-3 py-2"
    >
      <span className="text-sm font-medium" aria-live="polite">
        {plural(selected.length, 'invoice')} selected
      </span>
      {canSendReminders ? (
        <Button variant="secondary" size="sm" onClick={sendReminders} disabled={send.isPending}>
          <BellRing aria-hidden className="size-4" /> {send.isPending ? 'Sending...' : 'Send Reminders'}
        </Button>
      ) : null}
      <Button asChild variant="secondary" size="sm">
        <a href={invoicePdfsUrl(selected)} download>
          <Download aria-hidden className="size-4" /> Download PDFs
        </a>
      </Button>
      <Button variant="ghost" size="sm" onClick={onClear}>
        Clear selection
      </Button>
    </section>
  );
}
