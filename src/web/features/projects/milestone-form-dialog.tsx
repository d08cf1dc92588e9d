import { useId } from 'react';
import { toast } from 'sonner';
import type { Milestone } from '../../../shared/schemas/projects';
import { FormDialog } from '../../components/form-dialog';
import { errorMessage } from '../../lib/api';
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
    const verb = milestone ? 'update' : 'create';
    try {
      if (milestone) {
        await update.mutateAsync({ id: milestone.id, input: payload });
        toast.success('Milestone updated successfully', { description: `${payload.name} has been updated.` });
      } else {
        await create.mutateAsync(payload);
        toast.success('Milestone created successfully', { description: `${payload.name} has been added.` });
      }
      onOpenChange(false);
    } catch (error) {
      toast.error(`Failed to ${verb} milestone`, { description: errorMessage(error) });
      throw error;
    }
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
