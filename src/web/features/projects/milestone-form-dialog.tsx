import { useId } from 'react';
import type { Milestone } from '@shared/schemas/projects';
import { FormDialog } from '../../components/form-dialog';
import { useSaveRecord } from '@web/lib/use-save-record';
import { useCreateMilestone } from './api/create-milestone';
import { useUpdateMilestone } from './api/update-milestone';
import { MilestoneForm } from './milestone-form';

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
  const { busy, save } = useSaveRecord('Milestone', milestone?.id, { create, update }, () => onOpenChange(false));

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
