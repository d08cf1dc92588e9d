import type { Milestone } from '@shared/schemas/projects';
import type { AddOrEditWords } from '../../components/add-or-edit-dialog';
import { RecordFormDialog } from '../../components/record-form-dialog';
import { useCreateMilestone } from './api/create-milestone';
import { useUpdateMilestone } from './api/update-milestone';
import { MilestoneForm } from './milestone-form';
import { t } from '@web/lib/messages/projects';

interface MilestoneFormDialogProps {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this milestone; without it the dialog adds one. */
  milestone?: Milestone | null;
}

/** The dialog's words, in the language shown when it renders. */
function words(): AddOrEditWords {
  return {
    add: {
      title: t('projects.milestones.add'),
      description: t('projects.milestoneForm.addDescription'),
      submitLabel: t('projects.milestones.add'),
    },
    edit: {
      title: t('projects.milestoneForm.editTitle'),
      description: t('projects.milestoneForm.editDescription'),
      submitLabel: t('projects.milestoneForm.update'),
    },
  };
}

export function MilestoneFormDialog({ projectId, milestone, ...dialog }: MilestoneFormDialogProps) {
  const create = useCreateMilestone(projectId);
  const update = useUpdateMilestone(projectId);
  return (
    <RecordFormDialog
      {...dialog}
      noun="Milestone"
      words={words()}
      recordId={milestone?.id}
      mutations={{ create, update }}
      busyLabel={t('projects.saving')}
    >
      {(form) => <MilestoneForm {...form} milestone={milestone} />}
    </RecordFormDialog>
  );
}
