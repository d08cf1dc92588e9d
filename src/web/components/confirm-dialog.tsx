import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import * as common from '../lib/messages/common';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel?: string;
  /** Shown on the confirm button while `busy`. */
  busyLabel?: string;
  cancelLabel?: string;
  /** 'danger' for actions that destroy something. */
  variant?: 'primary' | 'danger';
  busy?: boolean;
  /** Whether the confirm action itself is what runs (its button says `busyLabel`); `busy` by default. */
  confirmBusy?: boolean;
  onConfirm: () => void;
  /** Another way out, between Cancel and the confirm button (Deactivate instead). */
  extraAction?: ReactNode;
  /** What the description does not say, under it. */
  children?: ReactNode;
}

/**
 * Asks before an action that cannot be taken back. It does not close itself on confirm: the caller closes it once the
 * action succeeded, so a failure leaves it open for another try.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel,
  variant = 'primary',
  busy = false,
  confirmBusy = busy,
  onConfirm,
  extraAction,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy || next) onOpenChange(next);
      }}
      role="alertdialog"
      title={title}
      description={description}
      showCloseButton={false}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {cancelLabel ?? common.t('common.cancel')}
          </Button>
          {extraAction}
          <Button variant={variant} onClick={onConfirm} disabled={busy} aria-busy={confirmBusy || undefined}>
            {confirmBusy && busyLabel ? busyLabel : (confirmLabel ?? common.t('common.confirm'))}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
