import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { TaskStatus } from '@shared/enums';
import type { TaskListItem } from '@shared/schemas/tasks';
import { Button } from '../../components/button';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { BoardCard, TASK_DRAG_TYPE } from './board-card';
import { statusText } from '@web/lib/status-text';
import { t } from '@web/lib/messages/tasks';

interface BoardColumnProps {
  status: TaskStatus;
  /** The cards loaded so far. */
  tasks: readonly TaskListItem[];
  /** How many tasks the filters match in this status (not only the loaded ones). */
  total: number;
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  canMove: (task: TaskListItem) => boolean;
  onDropTask: (taskId: string, status: TaskStatus) => void;
  onMove: (task: TaskListItem, status: TaskStatus) => void;
}

export function BoardColumn(props: BoardColumnProps) {
  const { status, tasks, total, loading, failed, hasMore, loadingMore, onLoadMore, onRetry, canMove, onDropTask, onMove } = props;
  const [over, setOver] = useState(false);
  const label = statusText('task', status);
  const scroller = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  });

  // Scrolled to the column's end: its next page. The button below does the same for the keyboard.
  useEffect(() => {
    const target = end.current;
    if (!hasMore || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
      },
      { root: scroller.current, rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, tasks.length]);

  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (!event.dataTransfer.types.includes(TASK_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setOver(false);
    const id = event.dataTransfer.getData(TASK_DRAG_TYPE);
    if (id) onDropTask(id, status);
  };

  let body;
  if (loading) body = <p className="py-6 text-center text-xs text-muted-foreground">{t('tasks.loading')}</p>;
  else if (failed && tasks.length === 0)
    body = (
      <div className="py-6 text-center text-xs text-muted-foreground">
        <p>{t('tasks.board.loadFailed')}</p>
        <Button variant="ghost" size="sm" onClick={onRetry}>
          {t('tasks.tryAgain')}
        </Button>
      </div>
    );
  else if (tasks.length === 0) body = <p className="py-6 text-center text-xs text-muted-foreground">{t('tasks.board.noTasks')}</p>;
  else
    body = (
      <ul className="space-y-2">
        {tasks.map((task) => (
          <BoardCard key={task.id} task={task} canMove={canMove(task)} onMove={onMove} />
        ))}
      </ul>
    );

  return (
    <section
      aria-label={t('tasks.board.column', { label })}
      data-column={status}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        'flex min-h-48 w-72 shrink-0 flex-col rounded-xl border border-border bg-surface-muted/50 p-3 md:w-auto md:min-w-0 md:shrink',
        over && 'border-primary bg-primary-soft',
      )}
    >
      <h2 className="mb-3 flex items-center justify-between text-sm font-semibold">
        {label}
        <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-medium text-muted-foreground tabular-nums" data-count={total}>
          {formatNumber(total)}
          <span className="sr-only">{t('tasks.board.countSuffix', { count: total })}</span>
        </span>
      </h2>
      {/* The column scrolls on its own, so a long one does not push the others' ends off the screen. */}
      <div ref={scroller} data-column-scroller className="-mx-1 max-h-[70vh] min-h-0 overflow-y-auto px-1 pb-1">
        {body}
        {hasMore ? (
          <div ref={end} className="pt-2 text-center">
            <Button variant="ghost" size="sm" onClick={onLoadMore} disabled={loadingMore}>
              {loadingMore ? t('tasks.loading') : t('tasks.board.loadMore', { left: formatNumber(total - tasks.length) })}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
