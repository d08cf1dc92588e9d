import { formatDuration } from '@shared/durations';
import type { TimeEntry } from '@shared/schemas/time';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { formatDate } from '../../lib/format';
import { useDeleteTimeEntry } from './api/time-mutations';
import { t } from '@web/lib/messages/time';

export function DeleteTimeEntryDialog({ entry, onOpenChange }: { entry: TimeEntry | null; onOpenChange: (open: boolean) => void }) {
  const mutation = useDeleteTimeEntry();
  if (!entry) return null;
  const description = entry.running
    ? t('time.deleteDialog.runningTimer')
    : t('time.deleteDialog.question', { duration: formatDuration(entry.minutes ?? 0), date: formatDate(entry.workDate) });
  return (
    <ConfirmDeleteDialog
      open
      onOpenChange={onOpenChange}
      mutation={mutation}
      id={entry.id}
      title={t('time.deleteDialog.title')}
      description={description}
      toasts={{ success: t('time.deleteDialog.done'), failure: t('time.deleteDialog.failed') }}
    />
  );
}
