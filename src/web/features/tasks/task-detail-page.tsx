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
      const description = "The task you're looking for doesn't exist or has been removed.";
      return (
        <NotFoundState
          icon={SearchX}
          title="Task not found"
          description={description}
          back={BACK_TO_CLIENTS}
          orElse={{ to: '/tasks', label: 'Back to Tasks' }}
        />
      );
    }
    return <QueryErrorState title="Could not load the task" query={task} />;
  }

  const data = task.data;
  const back = data.project
    ? { to: `/projects/${data.project.id}`, label: `Back to ${data.project.name}` }
    : data.client && canOpen(`/clients/${data.client.id}`)
      ? { to: `/clients/${data.client.id}`, label: `Back to ${data.client.name}` }
      : { to: '/tasks', label: 'Back to Tasks' };
  const afterDelete = data.project ? `/projects/${data.project.id}` : `/clients/${data.client.id}`;

  return (
    <>
      <BackLink to={back.to}>{back.label}</BackLink>
      <RecordHeader
        name={data.title}
        subtitle={client ? 'A task on one of your projects' : 'Task Details & Management'}
        editLabel="Edit Task"
        onEdit={data.can.edit ? () => setEditOpen(true) : undefined}
        onDelete={data.can.delete ? () => setDeleteOpen(true) : undefined}
      />

      <div className="grid gap-4 lg:grid-cols-2">
        <TaskDetailsCard task={data} />
        <TaskAssignmentCard task={data} />
      </div>
      {TimeCard ? <TimeCard task={data} /> : null}
      <Attachments entityType="task" entityId={data.id} />
      <TaskComments taskId={data.id} canComment={data.can.comment} />

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
