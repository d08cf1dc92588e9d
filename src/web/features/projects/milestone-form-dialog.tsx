import { useId } from 'react';
import { toast } from 'sonner';
import type { Milestone } from '../../../shared/schemas/projects';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
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

  let submitLabel = milestone ? 'Update Milestone' : 'Add Milestone';
  if (busy) submitLabel = 'Saving...';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy || next) onOpenChange(next);
      }}
      title={milestone ? 'Edit Milestone' : 'Add Milestone'}
      description={milestone ? 'Update the milestone details.' : 'Add a milestone to track a key deliverable.'}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy} aria-busy={busy || undefined}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <MilestoneForm id={formId} milestone={milestone} onSubmit={save} />
    </Dialog>
  );
}
