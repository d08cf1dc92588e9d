import { toast } from 'sonner';
import type { RevenueRecord } from '../../../shared/schemas/revenue';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/api';
import { useDeleteRevenue } from './api/delete-revenue';
import { formatMonthly } from './revenue-format';

interface DeleteRevenueDialogProps {
  record: RevenueRecord | null;
  onOpenChange: (open: boolean) => void;
}

export function DeleteRevenueDialog({ record, onOpenChange }: DeleteRevenueDialogProps) {
  const remove = useDeleteRevenue();
  if (!record) return null;

  const confirm = async () => {
    try {
      await remove.mutateAsync(record.id);
      toast.success('Revenue record deleted successfully');
      onOpenChange(false);
    } catch (error) {
      // Left open so the user can try again or cancel.
      toast.error('Failed to delete revenue record', { description: errorMessage(error) });
    }
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Delete Revenue Record"
      description={`Are you sure you want to delete "${record.description}" (${formatMonthly(record.amountMinor, record.currency)})? This action cannot be undone.`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      variant="danger"
      busy={remove.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
