import { Lock } from 'lucide-react';
import { MESSAGE_BODY_MAX, type ProjectMessage } from '@shared/schemas/messages';
import { AttachmentsToggle } from '@web/components/attachments/attachments-toggle';
import { Badge } from '@web/components/badge';
import { PostItem } from '@web/components/post-item';
import { RelativeTime } from '@web/components/relative-time';
import { formatDateTime } from '@web/lib/format';
import { withToasts } from '@web/lib/with-toasts';
import { useDeleteMessage, useUpdateMessage } from './api/messages';
import { MarkdownLite } from './markdown-lite';
import { isSendShortcut } from './message-composer';
import { internalDangerText } from './message-styles';

/** One message: who wrote it and when, its text, and Edit/Delete as the server's `can` allows. */
export function MessageItem({ message, projectId }: { message: ProjectMessage; projectId: string }) {
  const update = useUpdateMessage(projectId);
  const remove = useDeleteMessage(projectId);
  const author = message.author ? `${message.author.firstName} ${message.author.lastName}`.trim() : 'Former user';
  const noun = message.internal ? 'note' : 'message';

  return (
    <PostItem
      author={message.author}
      authorName={author}
      className={
        message.internal
          ? 'rounded-lg border border-dashed border-amber-400 bg-amber-50 p-3 dark:border-amber-400/50 dark:bg-amber-400/10'
          : 'rounded-lg p-3'
      }
      meta={
        <>
          {message.author && !message.author.fromAgency ? <span className="text-xs text-muted-foreground">Client</span> : null}
          <RelativeTime value={message.createdAt} className="text-xs text-muted-foreground" />
          {message.editedAt ? (
            <span className="text-xs text-muted-foreground" title={`Edited ${formatDateTime(message.editedAt)}`}>
              (edited)
            </span>
          ) : null}
          {message.internal ? (
            <Badge tone="warning">
              <Lock aria-hidden className="size-3" />
              Internal note
            </Badge>
          ) : null}
        </>
      }
      text={message.body}
      can={message.can}
      noun={noun}
      actionLabel={(action) => `${action} ${noun} from ${author}`}
      deleteClassName={message.internal ? internalDangerText : undefined}
      maxLength={MESSAGE_BODY_MAX}
      isSaveShortcut={isSendShortcut}
      saving={update.isPending}
      onSave={(body) =>
        withToasts(() => update.mutateAsync({ id: message.id, body }), {
          success: 'Message updated',
          failure: 'Could not update the message',
        })
      }
      deletion={{
        mutation: remove,
        id: message.id,
        title: message.internal ? 'Delete internal note' : 'Delete message',
        description: `Are you sure you want to delete this ${noun}? It is removed for everyone. This action cannot be undone.`,
        toasts: { success: 'Message deleted', failure: 'Could not delete the message' },
      }}
      footer={
        // Its files, when it has some or its author may add them (right after writing, say).
        message.fileCount > 0 || message.can.edit ? (
          <AttachmentsToggle
            entityType="message"
            entityId={message.id}
            name={`${message.internal ? 'the internal note' : 'the message'} from ${author}`}
          />
        ) : null
      }
    >
      <MarkdownLite text={message.body} />
    </PostItem>
  );
}
