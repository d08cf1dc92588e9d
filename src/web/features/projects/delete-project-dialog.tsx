import { useNavigate } from 'react-router';
import type { ProjectListItem } from '@shared/schemas/projects';
import { ConfirmDeleteDialog, type DeleteDialogProps } from '../../components/confirm-delete-dialog';
import { useDeleteProject } from './api/delete-project';
import { t } from '@web/lib/messages/projects';

/** Without `onDeleted` it leaves for /clients (the project screen's own behaviour); with it, e.g. stays on a client's tab. */
export function DeleteProjectDialog({ project, onDeleted, ...dialog }: DeleteDialogProps & { project: ProjectListItem }) {
  const navigate = useNavigate();
  const mutation = useDeleteProject();
  return (
    <ConfirmDeleteDialog
      {...dialog}
      onDeleted={onDeleted ?? (() => navigate('/clients', { replace: true }))}
      mutation={mutation}
      id={project.id}
      title={t('projects.deleteDialog.title')}
      description={t('projects.deleteDialog.confirm', { project: project.name })}
      toasts={{
        success: t('projects.deleteDialog.success'),
        description: t('projects.removed', { name: project.name }),
        failure: t('projects.deleteDialog.failed'),
      }}
    />
  );
}
