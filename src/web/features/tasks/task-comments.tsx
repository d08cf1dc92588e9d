import { Card } from '../../components/card';
import { QueryErrorState } from '../../components/error-state';
import { PanelSpinner } from '../../components/spinner';
import { useComments } from './api/get-comments';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

export function TaskComments({ taskId, canComment }: { taskId: string; canComment: boolean }) {
  const comments = useComments(taskId);
  const list = comments.data;

  let body;
  if (comments.isPending) {
    body = <PanelSpinner label="Loading comments" />;
  } else if (comments.isError) {
    body = <QueryErrorState title="Could not load comments" query={comments} />;
  } else if (list && list.length === 0) {
    body = <p className="py-8 text-center text-sm text-muted-foreground">No comments yet. Be the first to add a comment.</p>;
  } else {
    body = (
      <ul aria-label="Comments" className="divide-y divide-border">
        {list?.map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </ul>
    );
  }

  return (
    <Card className="mt-4 p-5">
      <h2 className="mb-4 text-base font-semibold">Comments ({list?.length ?? 0})</h2>
      {canComment ? <CommentForm taskId={taskId} /> : null}
      <div className="mt-2">{body}</div>
    </Card>
  );
}
