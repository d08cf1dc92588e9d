import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { TaskComment } from '../../../shared/schemas/tasks';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { RelativeTime } from '../../components/relative-time';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
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
    try {
      await updateComment.mutateAsync({ id: comment.id, content });
      toast.success('Comment updated');
      setEditing(false);
    } catch (error) {
      toast.error('Failed to update comment', { description: errorMessage(error) });
    }
  };

  const remove = async () => {
    try {
      await deleteComment.mutateAsync(comment.id);
      toast.success('Comment deleted');
      setConfirmOpen(false);
    } catch (error) {
      toast.error('Failed to delete comment', { description: errorMessage(error) });
    }
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
              <Button size="sm" onClick={() => void save()} disabled={draft.trim() === '' || updateComment.isPending}>
                Save
              </Button>
            </div>
          </div>
        ) : (
          <p className="text-sm break-words whitespace-pre-wrap text-foreground">{comment.content}</p>
        )}
      </div>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Delete comment"
        description="Are you sure you want to delete this comment? This action cannot be undone."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        variant="danger"
        busy={deleteComment.isPending}
        onConfirm={() => void remove()}
      />
    </li>
  );
}
