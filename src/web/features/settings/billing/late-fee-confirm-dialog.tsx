import type { LateFeePreview } from '@shared/schemas/reminders';
import { formatMoney } from '../../../lib/format';
import { t } from '@web/lib/messages/settings';
import { ConfirmDialog } from '../../../components/confirm-dialog';

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
  const amounts = upcoming.totals.map((total) => formatMoney(total.amountMinor, total.currency)).join(t('settings.lateFee.and'));
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t('settings.lateFee.title')}
      description={
        upcoming.count > 0
          ? t('settings.lateFee.upcoming', { count: upcoming.count, days: afterDays, amounts })
          : t('settings.lateFee.noneWaiting')
      }
      confirmLabel={t('settings.lateFee.save')}
      busyLabel={t('settings.common.saving')}
      busy={busy}
      onConfirm={onConfirm}
    >
      {notCharged.count > 0 && (
        <p className="text-sm text-muted-foreground">{t('settings.lateFee.notCharged', { count: notCharged.count, days: afterDays })}</p>
      )}
    </ConfirmDialog>
  );
}
