import type { RevenueRecord } from '@shared/schemas/revenue';
import { ConfirmDeleteDialog, type DeleteDialogProps } from '../../components/confirm-delete-dialog';
import { useDeleteRevenue } from './api/delete-revenue';
import { formatMonthly } from './revenue-format';
import { t } from '../../lib/messages/revenue';

export function DeleteRevenueDialog({ record, onOpenChange }: Pick<DeleteDialogProps, 'onOpenChange'> & { record: RevenueRecord | null }) {
  const mutation = useDeleteRevenue();
  if (!record) return null;
  return (
    <ConfirmDeleteDialog
      open
      onOpenChange={onOpenChange}
      mutation={mutation}
      id={record.id}
      title={t('revenue.delete.title')}
      description={t('revenue.delete.description', {
        description: record.description,
        amount: formatMonthly(record.amountMinor, record.currency),
      })}
      toasts={{ success: t('revenue.delete.done'), failure: t('revenue.delete.failed') }}
    />
  );
}
