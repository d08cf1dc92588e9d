import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ProjectListItem } from '../../../shared/schemas/projects';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/api';
import { useDeleteProject } from './api/delete-project';

interface DeleteProjectDialogProps {
  project: ProjectListItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Instead of leaving for /clients (the project screen's own behaviour), e.g. to stay on a client's tab. */
  onDeleted?: () => void;
}

export function DeleteProjectDialog({ project, open, onOpenChange, onDeleted }: DeleteProjectDialogProps) {
  const navigate = useNavigate();
  const deleteProject = useDeleteProject();

  const confirm = async () => {
    try {
      await deleteProject.mutateAsync(project.id);
      toast.success('Project deleted successfully', { description: `${project.name} has been removed.` });
      onOpenChange(false);
      if (onDeleted) onDeleted();
      else navigate('/clients', { replace: true });
    } catch (error) {
      // Left open so the user can try again or cancel.
      toast.error('Failed to delete project', { description: errorMessage(error) });
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete project"
      description={`Are you sure you want to delete ${project.name}? Its milestones and team assignments will be removed. This action cannot be undone.`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      variant="danger"
      busy={deleteProject.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
