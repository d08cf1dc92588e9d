import { useId } from 'react';
import type { ProjectListItem } from '@shared/schemas/projects';
import { FormDialog } from '../../components/form-dialog';
import { useSaveRecord } from '@web/lib/use-save-record';
import { useCreateProject } from './api/create-project';
import { useUpdateProject } from './api/update-project';
import { ProjectForm } from './project-form';
import { EMPTY_PROJECT_FORM, projectToFormValues, withoutMoney, type toProjectPayload } from './project-form-values';

interface ProjectFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this project; without it the dialog creates one. */
  project?: ProjectListItem;
  /** A new project's client, preselected (a client's Projects tab). */
  defaultClient?: { id: string; name: string };
}

/**
 * Create New Project / Edit Project. The form lives inside the dialog's content, which unmounts on close, so each
 * opening starts from fresh values. A failure keeps it open with the server's messages under the fields.
 */
export function ProjectFormDialog({ open, onOpenChange, project, defaultClient }: ProjectFormDialogProps) {
  const formId = useId();
  const create = useCreateProject();
  const update = useUpdateProject();
  // A row of a list carries no rates or budgets (only the project's own page does): its edit leaves them as they are.
  const withMoney = !project || 'hourlyRateMinor' in project;
  const { busy, save: saveProject } = useSaveRecord('Project', project?.id, { create, update }, () => onOpenChange(false));
  const save = (full: ReturnType<typeof toProjectPayload>) => saveProject(withMoney ? full : withoutMoney(full));

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={project ? 'Edit Project' : 'Create New Project'}
      description={project ? 'Update the project details.' : 'Add a new project for a client.'}
      className="max-w-2xl"
      formId={formId}
      busy={busy}
      editing={!!project}
      submitLabel={project ? 'Update Project' : 'Create Project'}
    >
      <ProjectForm
        id={formId}
        defaultValues={project ? projectToFormValues(project) : { ...EMPTY_PROJECT_FORM, clientId: defaultClient?.id ?? '' }}
        currentManager={project?.manager ?? null}
        currentClient={project ? project.client : (defaultClient ?? null)}
        shownCompletion={project?.completionPercentage}
        showMoney={withMoney}
        onSubmit={save}
      />
    </FormDialog>
  );
}
