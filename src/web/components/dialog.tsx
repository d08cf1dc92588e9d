import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import * as common from '../lib/messages/common';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A line under the title; it also becomes the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (stacked on phones, right-aligned from sm up). */
  footer?: ReactNode;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** The cross in the corner; off when the footer already has the only way out the design wants. */
  showCloseButton?: boolean;
  className?: string;
}

/**
 * A centred modal (Radix Dialog: focus trapped, Escape and outside click close it). It is opened from state, not a
 * Radix trigger, and Radix then returns focus to nothing on close; so it remembers what had focus when it opened and
 * puts focus back there.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  role = 'dialog',
  showCloseButton = true,
  className,
}: DialogProps) {
  // The opener is read while the opening renders, not in Radix's onOpenAutoFocus: a form field with autoFocus takes
  // focus during the commit, before that event, and the dialog would then try to return focus to its own field.
  const [returnFocusTo, setReturnFocusTo] = useState<HTMLElement | null>(() => (open ? focusedElement() : null));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setReturnFocusTo(focusedElement());
  }

  // Second choice: what had focus when Radix opened it, if that was outside the dialog (an opener that was itself
  // removed as the dialog opened, such as a menu item, may have handed focus back to its menu button by then).
  const focusedAtOpen = useRef<HTMLElement | null>(null);

  const onOpenAutoFocus: ComponentProps<typeof DialogPrimitive.Content>['onOpenAutoFocus'] = (event) => {
    const active = focusedElement();
    const content = event.currentTarget instanceof Node ? event.currentTarget : null;
    focusedAtOpen.current = active && !content?.contains(active) ? active : null;
  };
  const onCloseAutoFocus: ComponentProps<typeof DialogPrimitive.Content>['onCloseAutoFocus'] = (event) => {
    const target = returnFocusTo?.isConnected ? returnFocusTo : focusedAtOpen.current;
    focusedAtOpen.current = null;
    // The opener may be gone (a deleted row); then Radix's default (nothing focused) is the best there is.
    if (target && target.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-overlay animate-fade-in" />
        <DialogPrimitive.Content
          role={role}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
            'flex-col rounded-xl border border-border bg-surface text-foreground shadow-xl animate-fade-in outline-none',
            className,
          )}
        >
          <div className="flex items-start gap-3 px-5 pt-5 pb-3 sm:px-6 sm:pt-6">
            <div className="min-w-0 flex-1 space-y-1">
              <DialogPrimitive.Title className="text-lg font-semibold break-words">{title}</DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className="text-sm text-muted-foreground">{description}</DialogPrimitive.Description>
              ) : null}
            </div>
            {showCloseButton ? (
              <DialogPrimitive.Close
                aria-label={common.t('common.closeDialog')}
                className="-mt-1 -mr-2 flex size-9 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted hover:text-foreground"
              >
                <X aria-hidden className="size-5" />
              </DialogPrimitive.Close>
            ) : null}
          </div>
          {children ? <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-4 sm:px-6">{children}</div> : null}
          {footer ? (
            <div className="flex flex-col-reverse gap-2 border-t border-border px-5 py-4 sm:flex-row sm:justify-end sm:px-6">{footer}</div>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** The element with focus, if any; null on the server (the landing page is prerendered) and when it is the body. */
function focusedElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}
