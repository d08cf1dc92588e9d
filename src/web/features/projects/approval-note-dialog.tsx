import { ApproveMilestoneInput, RequestApprovalInput, RequestChangesInput } from '@shared/schemas/milestone-approvals';
import { OneFieldDialog } from '../../components/one-field-dialog';
import { withToasts } from '../../lib/with-toasts';
import { useApprovalAction, type ApprovalAction, type ShownApproval } from './api/approval-mutations';

interface ApprovalNoteDialogProps {
  action: ApprovalAction | null;
  milestone: { id: string; name: string; projectId: string };
  /** For Approve: the request and fingerprint of the milestone as the client read it. */
  shown?: ShownApproval | null;
  onOpenChange: (open: boolean) => void;
}

/** Each action's words and the schema its note is checked with (the server checks the same one). */
const ACTIONS = {
  request: {
    schema: RequestApprovalInput,
    title: 'Request approval',
    description: (name: string) => `Ask the client's primary contacts to approve ${name}.`,
    label: 'Note for the client (optional)',
    submit: 'Request approval',
    busy: 'Sending...',
    toast: { success: 'Approval requested', failure: 'Failed to request approval' },
  },
  approve: {
    // The note is what the dialog asks for; the request and fingerprint come from the row read.
    schema: ApproveMilestoneInput.pick({ note: true }),
    title: 'Approve milestone',
    description: (name: string) => `You approve ${name} as it is now. Your name, the time and what you approved are recorded.`,
    label: 'Note for the team (optional)',
    submit: 'Approve',
    busy: 'Approving...',
    toast: { success: 'Milestone approved', failure: 'Failed to approve the milestone' },
  },
  requestChanges: {
    schema: RequestChangesInput,
    title: 'Request changes',
    description: (name: string) => `Tell the team what should change in ${name}.`,
    label: 'What should change',
    submit: 'Request changes',
    busy: 'Sending...',
    toast: { success: 'Changes requested', failure: 'Failed to request changes' },
  },
} as const;

/** Asks for the note of an approval action and sends it; the field shows the server's message if it refuses it. */
export function ApprovalNoteDialog({ action, milestone, shown, onOpenChange }: ApprovalNoteDialogProps) {
  const mutation = useApprovalAction(milestone.projectId);
  const current = ACTIONS[action ?? 'request'];
  return (
    <OneFieldDialog
      // Each action starts from an empty note.
      key={action ?? 'closed'}
      open={action !== null}
      onOpenChange={onOpenChange}
      title={current.title}
      description={current.description(milestone.name)}
      className="max-w-lg"
      busy={mutation.isPending}
      submitLabel={current.submit}
      busyLabel={current.busy}
      name="note"
      schema={current.schema}
      field={{ label: current.label, multiline: true, required: action === 'requestChanges', maxLength: 2000 }}
      // A refusal that is not about the note: the milestone changed after it was read (409), said in the dialog.
      conflictInDialog
      send={(note) =>
        withToasts(() => mutation.mutateAsync({ id: milestone.id, action: action ?? 'request', note, shown }), {
          ...current.toast,
          description: milestone.name,
        })
      }
    />
  );
}
