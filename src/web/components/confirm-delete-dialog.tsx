import type { ReactNode } from 'react';
import { withToasts, type ToastTexts } from '../lib/with-toasts';
import { ConfirmDialog } from './confirm-dialog';
import * as common from '../lib/messages/common';

/** What a screen gives every delete dialog. */
export interface DeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the delete succeeded and the dialog closed (leave a page that shows the deleted record). */
  onDeleted?: () => void;
}

export interface ConfirmDeleteDialogProps extends DeleteDialogProps {
  title: string;
  /** The sentence that asks ('Are you sure you want to delete …? This action cannot be undone.'). */
  description: string;
  /** The delete mutation: called with `id`; while it runs the dialog cannot be closed. */
  mutation: { mutateAsync: (id: string) => Promise<unknown>; isPending: boolean };
  id: string;
  toasts: ToastTexts;
  /** Another way out beside Delete (Deactivate instead), and whether it is running. */
  extraAction?: ReactNode;
  extraPending?: boolean;
  /** What the description does not say, under it. */
  children?: ReactNode;
}

/**
 * Delete X? with Cancel and a red Delete. On success it toasts, closes and calls `onDeleted`; on failure it toasts and
 * stays open so the user can try again or cancel (docs/product.md, Messages).
 */
export function ConfirmDeleteDialog({
  mutation,
  id,
  toasts,
  onDeleted,
  extraPending = false,
  onOpenChange,
  ...dialog
}: ConfirmDeleteDialogProps) {
  const confirm = async () => {
    try {
      await withToasts(() => mutation.mutateAsync(id), toasts);
    } catch {
      return;
    }
    onOpenChange(false);
    onDeleted?.();
  };

  return (
    <ConfirmDialog
      {...dialog}
      onOpenChange={onOpenChange}
      confirmLabel={common.t('common.delete')}
      busyLabel={common.t('common.deleting')}
      variant="danger"
      busy={mutation.isPending || extraPending}
      confirmBusy={mutation.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
