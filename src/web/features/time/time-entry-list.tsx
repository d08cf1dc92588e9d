import { Pencil, Trash2 } from 'lucide-react';
import { formatDuration } from '@shared/durations';
import type { TimeEntry } from '@shared/schemas/time';
import { IconButton } from '../../components/icon-button';
import { StatusBadge } from '../../components/status-badge';
import { formatDate, formatMoney } from '../../lib/format';
import { t } from '@web/lib/messages/time';

interface TimeEntryListProps {
  entries: TimeEntry[];
  /** The task of each entry, on a project's list (a task's own card leaves it out). */
  showTask?: boolean;
  onEdit?: (entry: TimeEntry) => void;
  onDelete?: (entry: TimeEntry) => void;
}

const who = (entry: TimeEntry) => (entry.user ? `${entry.user.firstName} ${entry.user.lastName}` : t('time.unknownUser'));

/**
 * Time entries as rows that read on a phone and a desktop alike: the day, who, the duration, the note, the state,
 * and Edit/Delete where the server's `can` allows. Fields the server nulled (notes, amounts) simply do not show.
 */
export function TimeEntryList({ entries, showTask = false, onEdit, onDelete }: TimeEntryListProps) {
  return (
    <ul className="divide-y divide-border">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-start gap-x-4 gap-y-1 py-3">
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium text-foreground">
              {formatDate(entry.workDate)} · {who(entry)}
              {showTask ? <span className="text-muted-foreground"> · {entry.task?.name ?? t('time.deletedTask')}</span> : null}
            </p>
            {entry.note ? <p className="mt-0.5 text-sm break-words text-muted-foreground">{entry.note}</p> : null}
          </div>
          <div className="flex items-center gap-2">
            {entry.running ? (
              <span className="text-sm font-medium text-primary">{t('time.list.running')}</span>
            ) : (
              <span className="text-sm font-semibold text-foreground tabular-nums">{formatDuration(entry.minutes ?? 0)}</span>
            )}
            {entry.amountMinor !== null && entry.billable ? (
              <span className="text-sm text-muted-foreground tabular-nums">{formatMoney(entry.amountMinor, entry.currency)}</span>
            ) : null}
            {!entry.billable ? <span className="text-xs text-muted-foreground">{t('time.list.notBillable')}</span> : null}
            <StatusBadge kind="timeEntry" status={entry.status} />
            {onEdit && entry.can.edit && !entry.running ? (
              <IconButton
                icon={Pencil}
                className="size-8"
                label={t('time.list.edit', { date: formatDate(entry.workDate) })}
                onClick={() => onEdit(entry)}
              />
            ) : null}
            {onDelete && entry.can.delete ? (
              <IconButton
                icon={Trash2}
                className="size-8"
                label={t('time.list.delete', { date: formatDate(entry.workDate) })}
                onClick={() => onDelete(entry)}
              />
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
