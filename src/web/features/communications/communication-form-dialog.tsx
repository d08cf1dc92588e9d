import type { CommunicationListItem } from '@shared/schemas/communications';
import { CommunicationFormDialogBody } from './communication-form-dialog-body';

export interface CommunicationFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The record to edit; without one the dialog logs a new communication. */
  communication?: CommunicationListItem | null;
  /** The client fixed by where the dialog was opened (a client's Communication tab). */
  fixedClient?: { id: string; name: string };
}

/**
 * Add or edit a communication. The form mounts each time the dialog opens, so it always starts from the record (or
 * the defaults) and never from what a cancelled edit left behind.
 */
export function CommunicationFormDialog(props: CommunicationFormDialogProps) {
  if (!props.open) return null;
  return <CommunicationFormDialogBody {...props} />;
}
