import { DeclineRequestInput, type RequestListItem } from '@shared/schemas/requests';
import { ReasonDialog } from '../../components/reason-dialog';
import { withToasts } from '../../lib/with-toasts';
import { useDeclineRequest } from './api/request-mutations';
import { t } from '@web/lib/messages/requests';

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
      title={t('requests.decline.title')}
      description={t('requests.decline.description')}
      submitLabel={t('requests.decline.title')}
      busy={decline.isPending}
      schema={DeclineRequestInput}
      send={(reason) =>
        withToasts(() => decline.mutateAsync({ id: request.id, input: { reason } }), {
          success: t('requests.decline.success'),
          description: t('requests.decline.successDescription'),
          failure: t('requests.decline.failure'),
        })
      }
    />
  );
}
