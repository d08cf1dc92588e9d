import { useId } from 'react';
import type { Milestone } from '@shared/schemas/projects';
import { FormDialog } from '../../components/form-dialog';
import { savedLine, saveToasts, withToasts } from '../../lib/with-toasts';
import { useCreateMilestone } from './api/create-milestone';
import { useUpdateMilestone } from './api/update-milestone';
import { MilestoneForm, type MilestonePayload } from './milestone-form';

interface MilestoneFormDialogProps {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this milestone; without it the dialog adds one. */
  milestone?: Milestone | null;
}

export function MilestoneFormDialog({ projectId, open, onOpenChange, milestone }: MilestoneFormDialogProps) {
  const formId = useId();
  const create = useCreateMilestone(projectId);
  const update = useUpdateMilestone(projectId);
  const busy = create.isPending || update.isPending;

  const save = async (payload: MilestonePayload) => {
    const toasts = saveToasts('Milestone', !!milestone, savedLine(payload.name, !!milestone));
    await withToasts(() => (milestone ? update.mutateAsync({ id: milestone.id, input: payload }) : create.mutateAsync(payload)), toasts);
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={milestone ? 'Edit Milestone' : 'Add Milestone'}
      description={milestone ? 'Update the milestone details.' : 'Add a milestone to track a key deliverable.'}
      formId={formId}
      busy={busy}
      submitLabel={milestone ? 'Update Milestone' : 'Add Milestone'}
      busyLabel="Saving..."
    >
      <MilestoneForm id={formId} milestone={milestone} onSubmit={save} />
    </FormDialog>
  );
}
