import type { FileDto } from '@shared/schemas/files';
import { ConfirmDeleteDialog } from '../confirm-delete-dialog';
import { useDeleteFile } from './files-api';

export function DeleteFileDialog({ file, onClose }: { file: FileDto | null; onClose: () => void }) {
  const mutation = useDeleteFile();
  return (
    <ConfirmDeleteDialog
      open={file !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Remove file?"
      description={`Remove ${file?.name ?? 'this file'}? Everyone who could download it loses it. This cannot be undone.`}
      mutation={mutation}
      id={file?.id ?? ''}
      toasts={{ success: 'File removed', failure: 'Could not remove the file' }}
    />
  );
}
