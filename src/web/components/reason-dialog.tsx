import type { z } from 'zod';
import { OneFieldDialog } from './one-field-dialog';
import * as common from '../lib/messages/common';

interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  busy: boolean;
  /** The route's shared schema: the reason is checked by it before it is sent. */
  schema: z.ZodType<{ reason: string }, { reason: string }>;
  /** Sends the reason (with its toasts); a refusal that names the reason field is shown under it. */
  send: (reason: string) => Promise<unknown>;
}

/** A refusal that asks why (declining a quote, a request): one required reason, read by the other side. */
export function ReasonDialog(props: ReasonDialogProps) {
  return (
    <OneFieldDialog
      {...props}
      busyLabel={common.t('common.reason.declining')}
      name="reason"
      field={{ label: common.t('common.reason.label'), multiline: true, required: true, maxLength: 2000 }}
    />
  );
}
