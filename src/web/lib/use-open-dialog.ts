import { useState } from 'react';

/**
 * Which one of a page's dialogs is open (at most one at a time): the open one, the setter its buttons call, and the
 * `onOpenChange` every one of them shares (closing any dialog leaves none open). A record's page with several
 * actions (a quote's Accept and Decline, a request's Accept, Decline, Edit and Withdraw) keeps its dialogs so.
 */
export function useOpenDialog<T extends string>() {
  const [dialog, setDialog] = useState<T | null>(null);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  return [dialog, setDialog, close] as const;
}
