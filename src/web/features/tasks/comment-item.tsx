import type { TaskComment } from '@shared/schemas/tasks';
import { AttachmentsToggle } from '@web/components/attachments/attachments-toggle';
import { PostItem } from '@web/components/post-item';
import { RelativeTime } from '@web/components/relative-time';
import { withToasts } from '@web/lib/with-toasts';
import { useDeleteComment } from './api/delete-comment';
import { useUpdateComment } from './api/update-comment';
import { personName } from './task-format';
import { t } from '@web/lib/messages/tasks';

/**
 * `audience`: for staff, whether the task is shown to the client, so each comment says plainly whether the client reads
 * it (decision 0104); null for a client user, who reads only what is theirs to read.
 */
export function CommentItem({ comment, audience = null }: { comment: TaskComment; audience?: 'task-shown' | 'task-hidden' | null }) {
  const updateComment = useUpdateComment(comment.taskId);
  const deleteComment = useDeleteComment(comment.taskId);
  const pending = comment.id.startsWith('pending-');
  const author = personName(comment.author) ?? t('tasks.comment.unknownUser');

  return (
    <PostItem
      author={comment.author}
      authorName={author}
      className="py-4"
      pending={pending}
      meta={
        <>
          <RelativeTime value={comment.createdAt} className="text-muted-foreground" />
          {comment.fromClient ? <Marker tone="client">{t('tasks.comment.markerClient')}</Marker> : null}
          {audience === null ? null : comment.internal || audience === 'task-hidden' ? (
            <Marker tone="internal">{t('tasks.comment.markerInternal')}</Marker>
          ) : (
            <Marker tone="shared">{t('tasks.comment.markerShared')}</Marker>
          )}
        </>
      }
      text={comment.content}
      can={comment.can}
      noun="comment"
      maxLength={10_000}
      saving={updateComment.isPending}
      onSave={(draft) =>
        withToasts(() => updateComment.mutateAsync({ id: comment.id, content: draft.trim() }), {
          success: t('tasks.comment.updated'),
          failure: t('tasks.comment.updateFailed'),
        })
      }
      deletion={{
        mutation: deleteComment,
        id: comment.id,
        title: t('tasks.comment.deleteTitle'),
        description: t('tasks.comment.deleteQuestion'),
        toasts: { success: t('tasks.comment.deleted'), failure: t('tasks.comment.deleteFailed') },
      }}
      footer={
        pending ? null : (
          <AttachmentsToggle entityType="comment" entityId={comment.id} name={t('tasks.comment.attachmentsOf', { author })} />
        )
      }
    >
      <p className="text-sm break-words whitespace-pre-wrap text-foreground">{comment.content}</p>
    </PostItem>
  );
}

const MARKER_TONES = {
  client: 'bg-sky-100 text-sky-900 dark:bg-sky-400/15 dark:text-sky-200',
  internal: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  shared: 'bg-green-100 text-green-900 dark:bg-green-400/15 dark:text-green-200',
} as const;

function Marker({ tone, children }: { tone: keyof typeof MARKER_TONES; children: string }) {
  return <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${MARKER_TONES[tone]}`}>{children}</span>;
}
