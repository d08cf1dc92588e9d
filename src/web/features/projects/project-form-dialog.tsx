import { useId } from 'react';
import { toast } from 'sonner';
import type { ProjectListItem } from '../../../shared/schemas/projects';
import { FormDialog } from '../../components/form-dialog';
import { errorMessage } from '../../lib/api';
import { useCreateProject } from './api/create-project';
import { useUpdateProject } from './api/update-project';
import { ProjectForm } from './project-form';
import { EMPTY_PROJECT_FORM, projectToFormValues, type toProjectPayload } from './project-form-values';

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
  const busy = create.isPending || update.isPending;

  const save = async (payload: ReturnType<typeof toProjectPayload>) => {
    if (project) {
      try {
        await update.mutateAsync({ id: project.id, input: payload });
        toast.success('Project updated successfully', { description: `${payload.name} has been updated.` });
        onOpenChange(false);
      } catch (error) {
        toast.error('Failed to update project', { description: errorMessage(error) });
        throw error;
      }
      return;
    }
    try {
      await create.mutateAsync(payload);
      toast.success('Project created successfully', { description: `${payload.name} has been added.` });
      onOpenChange(false);
    } catch (error) {
      toast.error('Failed to create project', { description: errorMessage(error) });
      throw error;
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={project ? 'Edit Project' : 'Create New Project'}
      description={project ? 'Update the project details.' : 'Add a new project for a client.'}
      className="max-w-2xl"
      formId={formId}
      busy={busy}
      submitLabel={project ? 'Update Project' : 'Create Project'}
      busyLabel={project ? 'Updating...' : 'Creating...'}
    >
      <ProjectForm
        id={formId}
        defaultValues={project ? projectToFormValues(project) : { ...EMPTY_PROJECT_FORM, clientId: defaultClient?.id ?? '' }}
        currentManager={project?.manager ?? null}
        currentClient={project ? project.client : (defaultClient ?? null)}
        shownCompletion={project?.completionPercentage}
        onSubmit={save}
      />
    </FormDialog>
  );
}
