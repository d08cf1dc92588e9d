import { formatDuration } from '@shared/durations';
import type { TimesheetRow, TimesheetWeek } from '@shared/schemas/timesheet';
import { Card } from '../../components/card';
import { cn } from '../../lib/cn';
import { TimesheetCell } from './timesheet-cell';
import type { PinnedRow } from './timesheet-pinned';
import { userLocale } from '@web/lib/format';
import { t } from '@web/lib/messages/time';

const th = 'px-2 py-3 text-xs font-medium tracking-wide text-muted-foreground uppercase whitespace-nowrap';
/** The task column stays in view while a phone scrolls the days sideways. */
const sticky = 'sticky left-0 z-10 bg-surface';

const dayName = (date: string, style: 'short' | 'long') =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(userLocale(), {
    weekday: style,
    day: 'numeric',
    month: style === 'long' ? 'long' : 'short',
    timeZone: 'UTC',
  });

interface TimesheetGridProps {
  week: TimesheetWeek;
  /** Rows this browser keeps without time yet (timesheet-pinned.ts); shown after the week's own. */
  pinned: readonly PinnedRow[];
  save: (taskId: string, date: string, minutes: number) => Promise<unknown>;
}

/** Task rows by Monday to Sunday, with each row's, each day's and the week's totals. */
export function TimesheetGrid({ week, pinned, save }: TimesheetGridProps) {
  const empty = (row: PinnedRow): TimesheetRow => ({
    ...row,
    cells: week.days.map((date) => ({ date, minutes: 0, timedMinutes: 0, editable: week.newRowsEditable })),
    totalMinutes: 0,
  });
  const rows = [...week.rows, ...pinned.filter((p) => !week.rows.some((r) => r.task?.id === p.task?.id)).map(empty)];

  return (
    <Card className="overflow-x-auto p-0">
      <table className="w-full min-w-[46rem] border-collapse text-sm">
        <caption className="sr-only">{t('time.grid.caption')}</caption>
        <thead>
          <tr className="border-b border-border bg-surface-muted">
            <th scope="col" className={cn(th, sticky, 'bg-surface-muted pl-4 text-left')}>
              {t('time.field.task')}
            </th>
            {week.days.map((date) => (
              <th key={date} scope="col" className={cn(th, 'w-20 text-right')}>
                <abbr title={dayName(date, 'long')} className="no-underline">
                  {dayName(date, 'short')}
                </abbr>
              </th>
            ))}
            <th scope="col" className={cn(th, 'pr-4 text-right')}>
              {t('time.grid.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={9} className="px-4 py-8 text-center text-muted-foreground">
                {t('time.grid.empty')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.task?.id ?? `project-${row.project.id}`} className="border-b border-border last:border-0">
                <th scope="row" className={cn(sticky, 'max-w-32 min-w-32 py-2 pr-2 pl-4 text-left font-normal sm:max-w-56 sm:min-w-40')}>
                  <div className="truncate font-medium text-foreground">{row.task?.name ?? t('time.deletedTask')}</div>
                  <div className="truncate text-xs text-muted-foreground">
                    {row.project.name} · {row.client.name}
                  </div>
                </th>
                {row.cells.map((cell) => (
                  <td key={cell.date} className="px-1 py-2 align-top">
                    <TimesheetCell
                      minutes={cell.minutes}
                      editable={cell.editable && row.task !== null}
                      label={t('time.grid.cellLabel', { task: row.task?.name ?? t('time.deletedTask'), day: dayName(cell.date, 'long') })}
                      save={(minutes) => save(row.task!.id, cell.date, minutes)}
                    />
                  </td>
                ))}
                <td className="py-2 pr-4 pl-2 text-right font-medium tabular-nums">{formatDuration(row.totalMinutes)}</td>
              </tr>
            ))
          )}
        </tbody>
        <tfoot>
          <tr className="border-t border-border bg-surface-muted font-medium">
            <th scope="row" className={cn(sticky, 'bg-surface-muted py-3 pl-4 text-left')}>
              {t('time.grid.dayTotal')}
            </th>
            {week.dayTotals.map((minutes, i) => (
              <td key={week.days[i]} className="px-2 py-3 text-right tabular-nums">
                {formatDuration(minutes)}
              </td>
            ))}
            <td className="py-3 pr-4 pl-2 text-right tabular-nums" data-testid="week-total">
              {formatDuration(week.totalMinutes)}
            </td>
          </tr>
        </tfoot>
      </table>
    </Card>
  );
}
