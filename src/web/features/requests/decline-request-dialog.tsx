import { DeclineRequestInput, type RequestListItem } from '@shared/schemas/requests';
import { ReasonDialog } from '../../components/reason-dialog';
import { withToasts } from '../../lib/with-toasts';
import { useDeclineRequest } from './api/request-mutations';

interface DeclineRequestDialogProps {
  request: RequestListItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Declining needs a reason: the client reads it on the request. */
export function DeclineRequestDialog({ request, open, onOpenChange }: DeclineRequestDialogProps) {
  const decline = useDeclineRequest();
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Decline Request"
      description="Say why, in words for the client: they read it on the request."
      submitLabel="Decline Request"
      busy={decline.isPending}
      schema={DeclineRequestInput}
      send={(reason) =>
        withToasts(() => decline.mutateAsync({ id: request.id, input: { reason } }), {
          success: 'Request declined',
          description: 'The client can read your reason on the request.',
          failure: 'Failed to decline the request',
        })
      }
    />
  );
}
