import { AlertTriangle, CheckCircle2, Clock, ListTodo, type LucideIcon } from 'lucide-react';
import type { TaskList } from '@shared/schemas/tasks';
import { Card } from '../../components/card';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/tasks';

const CARDS: Array<{ key: keyof TaskList['stats']; label: Parameters<typeof t>[0]; icon: LucideIcon; tone: string }> = [
  { key: 'total', label: msg('tasks.stats.total'), icon: ListTodo, tone: 'text-primary' },
  { key: 'completed', label: msg('tasks.stats.completed'), icon: CheckCircle2, tone: 'text-green-600 dark:text-green-400' },
  { key: 'inProgress', label: msg('tasks.stats.inProgress'), icon: Clock, tone: 'text-blue-600 dark:text-blue-400' },
  { key: 'overdue', label: msg('tasks.overdue'), icon: AlertTriangle, tone: 'text-danger' },
];

/** A card's figure: a capped total reads '1,000+', a card the server did not count a dash (decision 0064). */
function figure(value: number | null, capped: boolean): string {
  if (value === null) return '—';
  return capped ? `${formatNumber(value)}+` : String(value);
}

/** Counts over everything the filters match (not just this page), from the server's aggregates. */
export function TaskStats({
  stats,
  capped = false,
  labelPrefix = '',
  totalLabel,
}: {
  stats: TaskList['stats'];
  /** A broad search: the server counted up to its cap and no further. */
  capped?: boolean;
  labelPrefix?: string;
  /** The first card's label when it differs ('Total Tasks' on a client's tab). */
  totalLabel?: string;
}) {
  return (
    <ul aria-label={t('tasks.stats.label')} className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon, tone }) => (
        <li key={key}>
          <Card className="flex items-center justify-between gap-3 p-4">
            <div className="min-w-0" title={stats[key] === null ? t('tasks.stats.notCounted') : undefined}>
              <p className="truncate text-sm text-muted-foreground" id={`task-stat-${key}`}>
                {key === 'total' && totalLabel ? totalLabel : `${labelPrefix}${t(label)}`}
              </p>
              <p className="text-2xl font-semibold tabular-nums" aria-labelledby={`task-stat-${key}`} data-stat={key}>
                {figure(stats[key], capped && key === 'total')}
              </p>
            </div>
            <Icon aria-hidden className={cn('size-6 shrink-0', tone)} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
