import type { RevenueRecord } from '@shared/schemas/revenue';
import { RevenueFormDialogBody } from './revenue-form-dialog-body';

export interface RevenueFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  client: { id: string; name: string };
  /** The record to edit; without one the dialog adds a new record. */
  record?: RevenueRecord | null;
}

/**
 * Add or edit a revenue record. The form mounts each time the dialog opens, so it always starts from the record (or
 * the defaults, with today's date) and never from what a cancelled edit left behind.
 */
export function RevenueFormDialog(props: RevenueFormDialogProps) {
  if (!props.open) return null;
  return <RevenueFormDialogBody {...props} />;
}
