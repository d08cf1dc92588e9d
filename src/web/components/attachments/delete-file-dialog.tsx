import type { FileDto } from '@shared/schemas/files';
import { ConfirmDeleteDialog } from '../confirm-delete-dialog';
import { useDeleteFile } from './files-api';
import * as filesWords from '../../lib/messages/files';

export function DeleteFileDialog({ file, onClose }: { file: FileDto | null; onClose: () => void }) {
  const mutation = useDeleteFile();
  return (
    <ConfirmDeleteDialog
      open={file !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={filesWords.t('files.removeTitle')}
      description={file ? filesWords.t('files.removeQuestion', { name: file.name }) : filesWords.t('files.removeThisQuestion')}
      mutation={mutation}
      id={file?.id ?? ''}
      toasts={{ success: filesWords.t('files.removed'), failure: filesWords.t('files.removeFailed') }}
    />
  );
}
