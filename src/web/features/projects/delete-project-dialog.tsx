import { useNavigate } from 'react-router';
import type { ProjectListItem } from '@shared/schemas/projects';
import { ConfirmDeleteDialog, type DeleteDialogProps } from '../../components/confirm-delete-dialog';
import { useDeleteProject } from './api/delete-project';

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
      title="Delete project"
      description={`Are you sure you want to delete ${project.name}? Its milestones and team assignments will be removed. This action cannot be undone.`}
      toasts={{
        success: 'Project deleted successfully',
        description: `${project.name} has been removed.`,
        failure: 'Failed to delete project',
      }}
    />
  );
}
