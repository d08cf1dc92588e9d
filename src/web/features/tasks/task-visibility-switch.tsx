import { Eye, EyeOff } from 'lucide-react';
import type { TaskDetail } from '@shared/schemas/tasks';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useUpdateTask } from './api/update-task';
import { t } from '@web/lib/messages/tasks';

/**
 * "Visible to the client" on a task (docs/decisions/0103-what-the-client-sees.md): staff who may edit the task switch
 * it; the client's open pages drop or show it live. Others read where it stands.
 */
export function TaskVisibilitySwitch({ task, canEdit }: { task: TaskDetail; canEdit: boolean }) {
  const update = useUpdateTask();
  const Icon = task.clientVisible ? Eye : EyeOff;
  const said = t(task.clientVisible ? 'tasks.visibility.sees' : 'tasks.visibility.internal', { client: task.client.name });
  if (!canEdit)
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icon className="size-4" aria-hidden="true" />
        {said}
      </p>
    );
  return (
    <label className="flex items-start gap-2 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-4"
        checked={task.clientVisible}
        disabled={update.isPending}
        onChange={(event) =>
          update.mutate(
            { id: task.id, input: { clientVisible: event.target.checked } },
            {
              onSuccess: (saved) => toast.success(saved.clientVisible ? t('tasks.visibility.nowShown') : t('tasks.visibility.nowInternal')),
              onError: (error) => toast.error(t('tasks.visibility.failed'), { description: errorMessage(error) }),
            },
          )
        }
      />
      <span>
        {t('tasks.comment.visibleToClient')}
        <span className="block text-muted-foreground">
          {task.clientVisible
            ? t(task.project ? 'tasks.visibility.seesAllShared' : 'tasks.visibility.seesAll', { client: task.client.name })
            : t('tasks.visibility.teamOnly')}
        </span>
      </span>
    </label>
  );
}
