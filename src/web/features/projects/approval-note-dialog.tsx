import { ApproveMilestoneInput, RequestApprovalInput, RequestChangesInput } from '@shared/schemas/milestone-approvals';
import { OneFieldDialog } from '../../components/one-field-dialog';
import { withToasts } from '../../lib/with-toasts';
import { useApprovalAction, type ApprovalAction, type ShownApproval } from './api/approval-mutations';
import { t } from '@web/lib/messages/projects';
import { msg } from '@web/lib/i18n';

interface ApprovalNoteDialogProps {
  action: ApprovalAction | null;
  milestone: { id: string; name: string; projectId: string };
  /** For Approve: the request and fingerprint of the milestone as the client read it. */
  shown?: ShownApproval | null;
  onOpenChange: (open: boolean) => void;
}

/** Each action's words (catalog keys, translated when the dialog renders) and the schema its note is checked with (the server checks the same one). */
const ACTIONS = {
  request: {
    schema: RequestApprovalInput,
    title: msg('projects.approvals.request'),
    description: msg('projects.approvals.requestDescription'),
    label: msg('projects.approvals.noteForClient'),
    submit: msg('projects.approvals.request'),
    busy: msg('projects.sending'),
    toast: { success: msg('projects.approvals.requested'), failure: msg('projects.approvals.requestFailed') },
  },
  approve: {
    // The note is what the dialog asks for; the request and fingerprint come from the row read.
    schema: ApproveMilestoneInput.pick({ note: true }),
    title: msg('projects.approvals.approveTitle'),
    description: msg('projects.approvals.approveDescription'),
    label: msg('projects.approvals.noteForTeam'),
    submit: msg('projects.approvals.approve'),
    busy: msg('projects.approvals.approving'),
    toast: { success: msg('projects.approvals.approved'), failure: msg('projects.approvals.approveFailed') },
  },
  requestChanges: {
    schema: RequestChangesInput,
    title: msg('projects.approvals.requestChanges'),
    description: msg('projects.approvals.requestChangesDescription'),
    label: msg('projects.approvals.whatShouldChange'),
    submit: msg('projects.approvals.requestChanges'),
    busy: msg('projects.sending'),
    toast: { success: msg('projects.approvals.changesRequested'), failure: msg('projects.approvals.requestChangesFailed') },
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
      title={t(current.title)}
      description={t(current.description, { milestone: milestone.name })}
      className="max-w-lg"
      busy={mutation.isPending}
      submitLabel={t(current.submit)}
      busyLabel={t(current.busy)}
      name="note"
      schema={current.schema}
      field={{ label: t(current.label), multiline: true, required: action === 'requestChanges', maxLength: 2000 }}
      // A refusal that is not about the note: the milestone changed after it was read (409), said in the dialog.
      conflictInDialog
      send={(note) =>
        withToasts(() => mutation.mutateAsync({ id: milestone.id, action: action ?? 'request', note, shown }), {
          success: t(current.toast.success),
          failure: t(current.toast.failure),
          description: milestone.name,
        })
      }
    />
  );
}
