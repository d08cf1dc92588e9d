import type { TaskComment } from '@shared/schemas/tasks';
import { AttachmentsToggle } from '@web/components/attachments/attachments-toggle';
import { PostItem } from '@web/components/post-item';
import { RelativeTime } from '@web/components/relative-time';
import { withToasts } from '@web/lib/with-toasts';
import { useDeleteComment } from './api/delete-comment';
import { useUpdateComment } from './api/update-comment';
import { personName } from './task-format';

export function CommentItem({ comment }: { comment: TaskComment }) {
  const updateComment = useUpdateComment(comment.taskId);
  const deleteComment = useDeleteComment(comment.taskId);
  const pending = comment.id.startsWith('pending-');
  const author = personName(comment.author) ?? 'Unknown User';

  return (
    <PostItem
      author={comment.author}
      authorName={author}
      className="py-4"
      pending={pending}
      meta={<RelativeTime value={comment.createdAt} className="text-muted-foreground" />}
      text={comment.content}
      can={comment.can}
      noun="comment"
      maxLength={10_000}
      saving={updateComment.isPending}
      onSave={(draft) =>
        withToasts(() => updateComment.mutateAsync({ id: comment.id, content: draft.trim() }), {
          success: 'Comment updated',
          failure: 'Failed to update comment',
        })
      }
      deletion={{
        mutation: deleteComment,
        id: comment.id,
        title: 'Delete comment',
        description: 'Are you sure you want to delete this comment? This action cannot be undone.',
        toasts: { success: 'Comment deleted', failure: 'Failed to delete comment' },
      }}
      footer={pending ? null : <AttachmentsToggle entityType="comment" entityId={comment.id} name={`${author}'s comment`} />}
    >
      <p className="text-sm break-words whitespace-pre-wrap text-foreground">{comment.content}</p>
    </PostItem>
  );
}
