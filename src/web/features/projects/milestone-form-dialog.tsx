import type { Milestone } from '@shared/schemas/projects';
import type { AddOrEditWords } from '../../components/add-or-edit-dialog';
import { RecordFormDialog } from '../../components/record-form-dialog';
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

const WORDS: AddOrEditWords = {
  add: { title: 'Add Milestone', description: 'Add a milestone to track a key deliverable.', submitLabel: 'Add Milestone' },
  edit: { title: 'Edit Milestone', description: 'Update the milestone details.', submitLabel: 'Update Milestone' },
};

export function MilestoneFormDialog({ projectId, milestone, ...dialog }: MilestoneFormDialogProps) {
  const create = useCreateMilestone(projectId);
  const update = useUpdateMilestone(projectId);
  return (
    <RecordFormDialog
      {...dialog}
      noun="Milestone"
      words={WORDS}
      recordId={milestone?.id}
      mutations={{ create, update }}
      busyLabel="Saving..."
    >
      {(form) => <MilestoneForm {...form} milestone={milestone} />}
    </RecordFormDialog>
  );
}
