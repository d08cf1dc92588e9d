import { ArrowDown, ArrowUp, Check, GripVertical, Pencil, Trash2 } from 'lucide-react';
import type { DragEvent, KeyboardEvent } from 'react';
import type { Milestone } from '@shared/schemas/projects';
import { AttachmentsToggle } from '../../components/attachments/attachments-toggle';
import { Button } from '../../components/button';
import { ProgressBar } from '../../components/progress-bar';
import { cn } from '../../lib/cn';
import { StatusBadge } from '../../components/status-badge';
import { formatDate, formatNumber } from '../../lib/format';
import { rich } from '../../lib/i18n-rich';
import { ApprovalButtons } from './approval-buttons';
import { ApprovalHistory } from './approval-history';
import { MilestoneApprovalStatus } from './milestone-approval-status';
import { MilestoneInvoiceAction } from './milestone-invoice-action';
import { t } from '@web/lib/messages/projects';

interface MilestoneListItemProps {
  milestone: Milestone;
  position: number;
  count: number;
  canManage: boolean;
  dragging: boolean;
  dropTarget: boolean;
  completing: boolean;
  onDragStart: (id: string) => void;
  onDragEnter: (id: string) => void;
  onDrop: (targetId: string) => void;
  onDragEnd: () => void;
  onMove: (id: string, step: -1 | 1) => void;
  onEdit: (milestone: Milestone) => void;
  onComplete: (milestone: Milestone) => void;
  onDelete: (milestone: Milestone) => void;
}

/**
 * One milestone. With the manage permission it can be dragged onto another milestone's place, moved with the Move
 * up / Move down buttons, or with Alt+ArrowUp / Alt+ArrowDown while the row has focus.
 */
export function MilestoneListItem({
  milestone,
  position,
  count,
  canManage,
  dragging,
  dropTarget,
  completing,
  onDragStart,
  onDragEnter,
  onDrop,
  onDragEnd,
  onMove,
  onEdit,
  onComplete,
  onDelete,
}: MilestoneListItemProps) {
  const { name } = milestone;

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!canManage || !event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    onMove(milestone.id, event.key === 'ArrowUp' ? -1 : 1);
  };

  const dragProps = canManage
    ? {
        draggable: true,
        onDragStart: (event: DragEvent<HTMLLIElement>) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', milestone.id);
          onDragStart(milestone.id);
        },
        onDragEnter: (event: DragEvent<HTMLLIElement>) => {
          event.preventDefault();
          onDragEnter(milestone.id);
        },
        onDragOver: (event: DragEvent<HTMLLIElement>) => {
          // Without this the browser refuses the drop.
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
        },
        onDrop: (event: DragEvent<HTMLLIElement>) => {
          event.preventDefault();
          onDrop(milestone.id);
        },
        onDragEnd,
      }
    : {};

  return (
    <li
      data-milestone-id={milestone.id}
      aria-keyshortcuts={canManage ? 'Alt+ArrowUp Alt+ArrowDown' : undefined}
      tabIndex={canManage ? 0 : undefined}
      onKeyDown={onKeyDown}
      className={cn(
        'rounded-xl border border-border bg-surface p-4 shadow-sm transition-[opacity,box-shadow]',
        canManage && 'cursor-grab active:cursor-grabbing',
        dragging && 'opacity-50',
        dropTarget && !dragging && 'ring-2 ring-primary',
      )}
      {...dragProps}
    >
      <div className="flex items-start gap-3">
        {canManage ? <GripVertical aria-hidden className="mt-0.5 hidden size-5 shrink-0 text-muted-foreground sm:block" /> : null}
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge kind="milestone" status={milestone.status} />
            <span className="text-sm font-medium text-muted-foreground tabular-nums">#{position}</span>
            <h3 className="min-w-0 font-semibold break-words text-foreground">{name}</h3>
          </div>
          {milestone.description ? <p className="text-sm whitespace-pre-line text-muted-foreground">{milestone.description}</p> : null}
          <ProgressBar value={milestone.progress} label={t('projects.progressOf', { project: name })} className="max-w-md" />
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span>
              {t('projects.completion.tasksCompleted', {
                completed: formatNumber(milestone.completedTaskCount),
                total: formatNumber(milestone.taskCount),
              })}
            </span>
            {milestone.overdueTaskCount > 0 ? (
              <span className="font-medium text-danger">
                {t('projects.milestones.overdueTasks', { count: milestone.overdueTaskCount })}
              </span>
            ) : null}
            {milestone.dueDate ? (
              <span className={cn(milestone.isOverdue && 'font-medium text-danger')}>
                {rich(t('projects.milestones.due', { date: formatDate(milestone.dueDate) }), {
                  time: (words) => <time dateTime={milestone.dueDate ?? undefined}>{words}</time>,
                })}
                {milestone.isOverdue ? ` · ${t('projects.milestones.overdue')}` : null}
              </span>
            ) : (
              <span>{t('projects.milestones.noDueDate')}</span>
            )}
          </div>
          <MilestoneApprovalStatus approval={milestone.approval} canAskAgain={milestone.can.requestApproval} />
          {/* The client's answer sits with the milestone; the team's request is one of the actions below. */}
          <ApprovalButtons
            milestone={milestone}
            can={{ approve: milestone.can.approve }}
            shown={
              milestone.approval?.currentHash ? { approvalId: milestone.approval.id, contentHash: milestone.approval.currentHash } : null
            }
          />
          <MilestoneInvoiceAction milestone={milestone} />
          {milestone.approval ? <ApprovalHistory projectId={milestone.projectId} milestoneId={milestone.id} /> : null}
          <AttachmentsToggle entityType="milestone" entityId={milestone.id} name={name} />
        </div>
      </div>

      {canManage ? (
        <div className="mt-3 flex flex-wrap items-center justify-end gap-1 border-t border-border pt-3">
          <MoveButton name={name} direction="up" disabled={position <= 1} onClick={() => onMove(milestone.id, -1)} />
          <MoveButton name={name} direction="down" disabled={position >= count} onClick={() => onMove(milestone.id, 1)} />
          <span className="mx-1 h-5 w-px bg-border" aria-hidden />
          <ApprovalButtons milestone={milestone} can={{ requestApproval: milestone.can.requestApproval }} />
          {milestone.can.edit ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('projects.milestones.editOf', { milestone: name })}
              onClick={() => onEdit(milestone)}
            >
              <Pencil aria-hidden />
              <span className="max-sm:sr-only">{t('projects.edit')}</span>
            </Button>
          ) : null}
          {milestone.can.complete ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('projects.milestones.completeOf', { milestone: name })}
              disabled={completing}
              onClick={() => onComplete(milestone)}
            >
              <Check aria-hidden />
              <span className="max-sm:sr-only">{t('projects.milestones.complete')}</span>
            </Button>
          ) : null}
          {milestone.can.delete ? (
            <Button
              variant="ghost"
              size="sm"
              className="text-danger hover:text-danger"
              aria-label={t('projects.milestones.deleteOf', { milestone: name })}
              onClick={() => onDelete(milestone)}
            >
              <Trash2 aria-hidden />
              <span className="max-sm:sr-only">{t('projects.delete')}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** Move up / Move down of a milestone (Alt+↑ and Alt+↓ do the same from the keyboard). */
function MoveButton({
  name,
  direction,
  disabled,
  onClick,
}: {
  name: string;
  direction: 'up' | 'down';
  disabled: boolean;
  onClick: () => void;
}) {
  const Icon = direction === 'up' ? ArrowUp : ArrowDown;
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-9"
      data-move={direction}
      aria-label={
        direction === 'up'
          ? t('projects.milestones.moveUpOf', { milestone: name })
          : t('projects.milestones.moveDownOf', { milestone: name })
      }
      title={direction === 'up' ? t('projects.milestones.moveUp') : t('projects.milestones.moveDown')}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden />
    </Button>
  );
}
