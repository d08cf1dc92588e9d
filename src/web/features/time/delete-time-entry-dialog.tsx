import { formatDuration } from '@shared/durations';
import type { TimeEntry } from '@shared/schemas/time';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { formatDate } from '../../lib/format';
import { useDeleteTimeEntry } from './api/time-mutations';

export function DeleteTimeEntryDialog({ entry, onOpenChange }: { entry: TimeEntry | null; onOpenChange: (open: boolean) => void }) {
  const mutation = useDeleteTimeEntry();
  if (!entry) return null;
  const what = entry.running ? 'this running timer' : `${formatDuration(entry.minutes ?? 0)} on ${formatDate(entry.workDate)}`;
  return (
    <ConfirmDeleteDialog
      open
      onOpenChange={onOpenChange}
      mutation={mutation}
      id={entry.id}
      title="Delete Time"
      description={`Are you sure you want to delete ${what}? This action cannot be undone.`}
      toasts={{ success: 'Time deleted successfully', failure: 'Failed to delete time' }}
    />
  );
}
