import { Flag, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '../../lib/toast';
import type { Milestone } from '@shared/schemas/projects';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { QueryErrorState } from '../../components/error-state';
import { SkeletonRows } from '../../components/skeleton-rows';
import { errorMessage } from '../../lib/api';
import { useCompleteMilestone } from './api/complete-milestone';
import { useMilestones } from './api/get-milestones';
import { useReorderMilestones } from './api/reorder-milestones';
import { DeleteMilestoneDialog } from './delete-milestone-dialog';
import { MilestoneFormDialog } from './milestone-form-dialog';
import { MilestoneListItem } from './milestone-list-item';
import { moveIdBy, moveIdTo } from './milestone-order';
import { RecordTabSection } from '../../components/record-tab-section';
import { t } from '@web/lib/messages/projects';
import { formatNumber } from '../../lib/format';

interface ProjectMilestonesTabProps {
  projectId: string;
  canManage: boolean;
}

interface FocusRequest {
  id: string;
  control: 'up' | 'down' | 'row';
}

export function ProjectMilestonesTab({ projectId, canManage }: ProjectMilestonesTabProps) {
  const milestones = useMilestones(projectId);
  const reorder = useReorderMilestones(projectId);
  const complete = useCompleteMilestone(projectId);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Milestone | null>(null);
  const [deleting, setDeleting] = useState<Milestone | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [dragId, setDragId] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);

  const items = milestones.data ?? [];
  const order = items.map((m) => m.id).join(',');

  // A moved row is re-placed in the DOM, which drops focus: put it back on the control that moved it (or the row,
  // once that control is disabled at the top or bottom).
  useEffect(() => {
    if (!focusRequest) return;
    const row = document.querySelector<HTMLElement>(`[data-milestone-id="${CSS.escape(focusRequest.id)}"]`);
    if (!row) return;
    const control = focusRequest.control === 'row' ? null : row.querySelector<HTMLButtonElement>(`[data-move="${focusRequest.control}"]`);
    (control && !control.disabled ? control : row).focus();
  }, [focusRequest, order]);

  const save = (ids: string[], movedId: string) => {
    const moved = items.find((m) => m.id === movedId);
    reorder.mutate(ids);
    if (moved) {
      setAnnouncement(
        t('projects.milestones.moved', {
          milestone: moved.name,
          position: formatNumber(ids.indexOf(movedId) + 1),
          count: formatNumber(ids.length),
        }),
      );
    }
  };

  const move = (id: string, step: -1 | 1) => {
    const ids = moveIdBy(
      items.map((m) => m.id),
      id,
      step,
    );
    if (!ids) return;
    const active = document.activeElement as HTMLElement | null;
    const control = active?.dataset.move === 'up' || active?.dataset.move === 'down' ? active.dataset.move : 'row';
    save(ids, id);
    setFocusRequest({ id, control });
  };

  const drop = (targetId: string) => {
    const from = dragId;
    setDragId(null);
    setOverId(null);
    if (!from) return;
    const ids = moveIdTo(
      items.map((m) => m.id),
      from,
      targetId,
    );
    if (ids) save(ids, from);
  };

  const completeMilestone = async (milestone: Milestone) => {
    try {
      await complete.mutateAsync(milestone.id);
      toast.success(t('projects.milestones.completed'), {
        description: t('projects.milestones.completedDescription', { milestone: milestone.name }),
      });
    } catch (error) {
      toast.error(t('projects.milestones.completeFailed'), { description: errorMessage(error) });
    }
  };

  let body;
  if (milestones.data === undefined && milestones.isError) {
    body = (
      <Card>
        <QueryErrorState title={t('projects.milestones.loadError')} query={milestones} />
      </Card>
    );
  } else if (milestones.data === undefined) {
    body = <SkeletonRows label={t('projects.milestones.loading')} className="space-y-3" rowClassName="h-32 rounded-xl" />;
  } else if (items.length === 0) {
    body = (
      <Card>
        <EmptyState
          icon={Flag}
          title={t('projects.milestones.empty')}
          description={canManage ? t('projects.milestones.emptyManage') : t('projects.milestones.emptyDescription')}
        />
      </Card>
    );
  } else {
    body = (
      <>
        {canManage && items.length > 1 ? (
          <p className="mb-3 text-sm text-muted-foreground">{t('projects.milestones.reorderHint')}</p>
        ) : null}
        <ol aria-label={t('projects.tabs.milestones')} className="space-y-3">
          {items.map((milestone, index) => (
            <MilestoneListItem
              key={milestone.id}
              milestone={milestone}
              position={index + 1}
              count={items.length}
              canManage={canManage}
              dragging={dragId === milestone.id}
              dropTarget={dragId !== null && overId === milestone.id}
              completing={complete.isPending && complete.variables === milestone.id}
              onDragStart={setDragId}
              onDragEnter={setOverId}
              onDrop={drop}
              onDragEnd={() => {
                setDragId(null);
                setOverId(null);
              }}
              onMove={move}
              onEdit={(m) => {
                setEditing(m);
                setFormOpen(true);
              }}
              onComplete={(m) => void completeMilestone(m)}
              onDelete={(m) => {
                setDeleting(m);
                setDeleteOpen(true);
              }}
            />
          ))}
        </ol>
      </>
    );
  }

  return (
    <RecordTabSection
      title={t('projects.milestones.title')}
      action={
        canManage ? (
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            <Plus aria-hidden />
            {t('projects.milestones.add')}
          </Button>
        ) : null
      }
    >
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {body}
      {canManage ? (
        <>
          <MilestoneFormDialog projectId={projectId} open={formOpen} onOpenChange={setFormOpen} milestone={editing} />
          <DeleteMilestoneDialog projectId={projectId} milestone={deleting} open={deleteOpen} onOpenChange={setDeleteOpen} />
        </>
      ) : null}
    </RecordTabSection>
  );
}
