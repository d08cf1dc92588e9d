import { SearchX } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { TaskDetail } from '@shared/schemas/tasks';
import { Attachments } from '../../components/attachments/attachments';
import { BackLink } from '../../components/back-link';
import { BACK_TO_CLIENTS, NotFoundState } from '../../components/not-found-state';
import { QueryErrorState } from '../../components/error-state';
import { PageSpinner } from '../../components/page-spinner';
import { RecordHeader } from '../../components/record-header';
import { isApiError } from '../../lib/api';
import { isClient } from '../../lib/can';
import { useCanOpen } from '../../lib/can-open';
import { useCurrentUser } from '../../lib/current-user';
import { useTask } from './api/get-task';
import { DeleteTaskDialog } from './delete-task-dialog';
import { TaskAssignmentCard } from './task-assignment-card';
import { TaskComments } from './task-comments';
import { TaskDetailsCard } from './task-details-card';
import { TaskFormDialog } from './task-form-dialog';
import { t } from '@web/lib/messages/tasks';

export interface TaskDetailPageProps {
  /** The time feature's card (timer, logged time), passed in by the app layer: features do not import each other. */
  TimeCard?: ComponentType<{ task: TaskDetail }>;
}

export function TaskDetailPage({ TimeCard }: TaskDetailPageProps = {}) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const task = useTask(id);
  const canOpen = useCanOpen();
  const client = isClient(useCurrentUser().me);
  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);

  if (task.isPending) return <PageSpinner />;
  if (task.isError) {
    if (isApiError(task.error, 404) || isApiError(task.error, 400)) {
      const description = t('tasks.detail.notFoundLine');
      return (
        <NotFoundState
          icon={SearchX}
          title={t('tasks.detail.notFound')}
          description={description}
          back={BACK_TO_CLIENTS}
          orElse={{ to: '/tasks', label: t('tasks.detail.backToTasks') }}
        />
      );
    }
    return <QueryErrorState title={t('tasks.detail.loadFailed')} query={task} />;
  }

  const data = task.data;
  const back = data.project
    ? { to: `/projects/${data.project.id}`, label: t('tasks.detail.backTo', { name: data.project.name }) }
    : data.client && canOpen(`/clients/${data.client.id}`)
      ? { to: `/clients/${data.client.id}`, label: t('tasks.detail.backTo', { name: data.client.name }) }
      : { to: '/tasks', label: t('tasks.detail.backToTasks') };
  const afterDelete = data.project ? `/projects/${data.project.id}` : `/clients/${data.client.id}`;

  return (
    <>
      <BackLink to={back.to}>{back.label}</BackLink>
      <RecordHeader
        name={data.title}
        subtitle={client ? t('tasks.detail.clientSubtitle') : t('tasks.detail.subtitle')}
        editLabel={t('tasks.form.editTitle')}
        onEdit={data.can.edit ? () => setEditOpen(true) : undefined}
        onDelete={data.can.delete ? () => setDeleteOpen(true) : undefined}
      />

      <div className="grid gap-4 lg:grid-cols-2">
        <TaskDetailsCard task={data} staff={!client} />
        <TaskAssignmentCard task={data} />
      </div>
      {TimeCard ? <TimeCard task={data} /> : null}
      <Attachments entityType="task" entityId={data.id} />
      <TaskComments taskId={data.id} canComment={data.can.comment} staff={!client} taskShown={data.clientVisible} />

      <TaskFormDialog open={editOpen} onOpenChange={setEditOpen} task={data} />
      <DeleteTaskDialog
        task={data}
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        onDeleted={() => navigate(afterDelete, { replace: true })}
      />
    </>
  );
}
