import { useId, useState } from 'react';
import type { TaskComment } from '@shared/schemas/tasks';
import { AttachmentsToggle } from '../../components/attachments/attachments-toggle';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { RelativeTime } from '../../components/relative-time';
import { cn } from '../../lib/cn';
import { withToasts } from '../../lib/with-toasts';
import { useDeleteComment } from './api/delete-comment';
import { useUpdateComment } from './api/update-comment';
import { commentTextareaClass } from './comment-styles';
import { personName } from './task-format';

export function CommentItem({ comment }: { comment: TaskComment }) {
  const editId = useId();
  const updateComment = useUpdateComment(comment.taskId);
  const deleteComment = useDeleteComment(comment.taskId);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.content);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const pending = comment.id.startsWith('pending-');
  const author = personName(comment.author) ?? 'Unknown User';

  const save = async () => {
    const content = draft.trim();
    if (!content) return;
    await withToasts(() => updateComment.mutateAsync({ id: comment.id, content }), {
      success: 'Comment updated',
      failure: 'Failed to update comment',
    });
    setEditing(false);
  };

  return (
    <li className={cn('flex gap-3 py-4', pending && 'opacity-60')} aria-busy={pending || undefined}>
      <Avatar src={comment.author?.avatarUrl} firstName={comment.author?.firstName} lastName={comment.author?.lastName} size="md" />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <p className="text-sm">
            <span className="font-medium text-foreground">{author}</span>{' '}
            <RelativeTime value={comment.createdAt} className="text-muted-foreground" />
          </p>
          {!editing && !pending && (comment.can.edit || comment.can.delete) ? (
            <div className="flex gap-1">
              {comment.can.edit ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    setDraft(comment.content);
                    setEditing(true);
                  }}
                >
                  Edit
                </Button>
              ) : null}
              {comment.can.delete ? (
                <Button variant="ghost" size="sm" className="text-danger" onClick={() => setConfirmOpen(true)}>
                  Delete
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
        {editing ? (
          <div className="space-y-2">
            <label htmlFor={editId} className="sr-only">
              Edit comment
            </label>
            <textarea
              id={editId}
              autoFocus
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              rows={3}
              maxLength={10_000}
              className={commentTextareaClass}
            />
            <div className="flex justify-end gap-2">
              <Button variant="secondary" size="sm" onClick={() => setEditing(false)} disabled={updateComment.isPending}>
                Cancel
              </Button>
              <Button
                size="sm"
                onClick={() => void save().catch(() => undefined)}
                disabled={draft.trim() === '' || updateComment.isPending}
              >
                Save
              </Button>
            </div>
          </div>
        ) : (
          <p className="text-sm break-words whitespace-pre-wrap text-foreground">{comment.content}</p>
        )}
        {pending ? null : <AttachmentsToggle entityType="comment" entityId={comment.id} name={`${author}'s comment`} />}
      </div>
      <ConfirmDeleteDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        mutation={deleteComment}
        id={comment.id}
        title="Delete comment"
        description="Are you sure you want to delete this comment? This action cannot be undone."
        toasts={{ success: 'Comment deleted', failure: 'Failed to delete comment' }}
      />
    </li>
  );
}
