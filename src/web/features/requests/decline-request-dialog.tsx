import { useId, useState, type FormEvent } from 'react';
import { DECLINE_REASON_REQUIRED, DeclineRequestInput, type RequestListItem } from '../../../shared/schemas/requests';
import { FormDialog } from '../../components/form-dialog';
import { TextareaField } from '../../components/textarea-field';
import { isApiError } from '../../lib/api';
import { withToasts } from '../../lib/with-toasts';
import { useDeclineRequest } from './api/request-mutations';

interface DeclineRequestDialogProps {
  request: RequestListItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Declining needs a reason: the client reads it on the request. */
export function DeclineRequestDialog({ request, open, onOpenChange }: DeclineRequestDialogProps) {
  const formId = useId();
  const decline = useDeclineRequest();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = DeclineRequestInput.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? DECLINE_REASON_REQUIRED);
      return;
    }
    setError(undefined);
    try {
      await withToasts(() => decline.mutateAsync({ id: request.id, input: { reason } }), {
        success: 'Request declined',
        description: 'The client can read your reason on the request.',
        failure: 'Failed to decline the request',
      });
      onOpenChange(false);
    } catch (err) {
      if (isApiError(err) && err.fields?.reason) setError(err.fields.reason);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Decline Request"
      description="Say why, in words for the client: they read it on the request."
      className="max-w-lg"
      formId={formId}
      busy={decline.isPending}
      busyLabel="Declining..."
      submitLabel="Decline Request"
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextareaField label="Reason" rows={4} maxLength={2000} autoFocus required value={reason} onChange={(e) => setReason(e.target.value)} error={error} />
      </form>
    </FormDialog>
  );
}
