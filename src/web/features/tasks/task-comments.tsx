import { Card } from '../../components/card';
import { QueryErrorState } from '../../components/error-state';
import { PanelSpinner } from '../../components/spinner';
import { useComments } from './api/get-comments';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { t } from '@web/lib/messages/tasks';

interface TaskCommentsProps {
  taskId: string;
  canComment: boolean;
  /** A staff member reads it: each comment says whether the client reads it, and the box offers the choice. */
  staff?: boolean;
  /** The task is visible to the client (decision 0103). */
  taskShown?: boolean;
}

export function TaskComments({ taskId, canComment, staff = false, taskShown = true }: TaskCommentsProps) {
  const comments = useComments(taskId);
  const list = comments.data;

  let body;
  if (comments.isPending) {
    body = <PanelSpinner label={t('tasks.comments.loading')} />;
  } else if (comments.isError) {
    body = <QueryErrorState title={t('tasks.comments.loadFailed')} query={comments} />;
  } else if (list && list.length === 0) {
    body = <p className="py-8 text-center text-sm text-muted-foreground">{t('tasks.comments.empty')}</p>;
  } else {
    body = (
      <ul aria-label={t('tasks.comments.list')} className="divide-y divide-border">
        {list?.map((comment) => (
          <CommentItem key={comment.id} comment={comment} audience={staff ? (taskShown ? 'task-shown' : 'task-hidden') : null} />
        ))}
      </ul>
    );
  }

  return (
    <Card className="mt-4 p-5">
      <h2 className="mb-4 text-base font-semibold">{t('tasks.comments.heading', { count: list?.length ?? 0 })}</h2>
      {canComment ? <CommentForm taskId={taskId} offerVisible={staff && taskShown} /> : null}
      <div className="mt-2">{body}</div>
    </Card>
  );
}
