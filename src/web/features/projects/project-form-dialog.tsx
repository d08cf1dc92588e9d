import type { ProjectListItem } from '@shared/schemas/projects';
import type { AddOrEditWords } from '../../components/add-or-edit-dialog';
import { RecordFormDialog } from '../../components/record-form-dialog';
import { useCreateProject } from './api/create-project';
import { useUpdateProject } from './api/update-project';
import { ProjectForm } from './project-form';
import { EMPTY_PROJECT_FORM, projectToFormValues, withoutMoney } from './project-form-values';
import { t } from '@web/lib/messages/projects';

interface ProjectFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this project; without it the dialog creates one. */
  project?: ProjectListItem;
  /** A new project's client, preselected (a client's Projects tab). */
  defaultClient?: { id: string; name: string };
}

/** The dialog's words, in the language shown when it renders. */
function words(): AddOrEditWords {
  return {
    add: {
      title: t('projects.form.createTitle'),
      description: t('projects.form.createDescription'),
      submitLabel: t('projects.form.create'),
    },
    edit: { title: t('projects.detail.edit'), description: t('projects.form.editDescription'), submitLabel: t('projects.form.update') },
  };
}

/** Create New Project / Edit Project. */
export function ProjectFormDialog({ project, defaultClient, ...dialog }: ProjectFormDialogProps) {
  const create = useCreateProject();
  const update = useUpdateProject();
  // A row of a list carries no rates or budgets (only the project's own page does): its edit leaves them as they are.
  const withMoney = !project || 'hourlyRateMinor' in project;

  return (
    <RecordFormDialog
      {...dialog}
      noun="Project"
      words={words()}
      recordId={project?.id}
      mutations={{ create, update }}
      className="max-w-2xl"
    >
      {({ id, onSubmit: save }) => (
        <ProjectForm
          id={id}
          defaultValues={project ? projectToFormValues(project) : { ...EMPTY_PROJECT_FORM, clientId: defaultClient?.id ?? '' }}
          currentManager={project?.manager ?? null}
          currentClient={project ? project.client : (defaultClient ?? null)}
          shownCompletion={project?.completionPercentage}
          showMoney={withMoney}
          onSubmit={(full) => save(withMoney ? full : withoutMoney(full))}
        />
      )}
    </RecordFormDialog>
  );
}
