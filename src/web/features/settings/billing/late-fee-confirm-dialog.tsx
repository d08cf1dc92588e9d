import type { LateFeePreview } from '@shared/schemas/reminders';
import { formatMoney } from '@shared/money';
import { ConfirmDialog } from '../../../components/confirm-dialog';

const invoicesWord = (count: number) => (count === 1 ? '1 unpaid invoice' : `${count} unpaid invoices`);

/**
 * Before a new or changed late fee is saved: how many invoices it will charge and how much, per currency, and how many
 * already late enough it leaves alone (a rule applies from the moment it is saved).
 */
export function LateFeeConfirmDialog({
  afterDays,
  preview,
  busy,
  onCancel,
  onConfirm,
}: {
  afterDays: number;
  preview: LateFeePreview;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { upcoming, notCharged } = preview;
  const amounts = upcoming.totals.map((t) => formatMoney(t.amountMinor, t.currency)).join(' and ');
  const days = afterDays === 1 ? '1 day' : `${afterDays} days`;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title="Apply this late fee?"
      description={
        upcoming.count > 0
          ? `It will be added to ${invoicesWord(upcoming.count)} if they are still unpaid ${days} after their due date: ${amounts} in all at today's balances.`
          : 'No unpaid invoice is waiting to reach its fee day.'
      }
      confirmLabel="Save billing settings"
      busyLabel="Saving..."
      busy={busy}
      onConfirm={onConfirm}
    >
      {notCharged.count > 0 && (
        <p className="text-sm text-muted-foreground">
          {notCharged.count === 1 ? '1 invoice is' : `${notCharged.count} invoices are`} already more than {days} past due: the fee applies
          from now on and never charges {notCharged.count === 1 ? 'it' : 'them'}.
        </p>
      )}
    </ConfirmDialog>
  );
}
