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
import { t } from '@web/lib/messages/conversation';

/** One message: who wrote it and when, its text, and Edit/Delete as the server's `can` allows. */
export function MessageItem({ message, projectId }: { message: ProjectMessage; projectId: string }) {
  const update = useUpdateMessage(projectId);
  const remove = useDeleteMessage(projectId);
  const author = message.author ? `${message.author.firstName} ${message.author.lastName}`.trim() : t('conversation.message.formerUser');
  const kind = message.internal ? 'note' : 'message';

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
          {message.author && !message.author.fromAgency ? (
            <span className="text-xs text-muted-foreground">{t('conversation.message.client')}</span>
          ) : null}
          <RelativeTime value={message.createdAt} className="text-xs text-muted-foreground" />
          {message.editedAt ? (
            <span
              className="text-xs text-muted-foreground"
              title={t('conversation.message.editedAt', { date: formatDateTime(message.editedAt) })}
            >
              {t('conversation.message.edited')}
            </span>
          ) : null}
          {message.internal ? (
            <Badge tone="warning">
              <Lock aria-hidden className="size-3" />
              {t('conversation.internalNote')}
            </Badge>
          ) : null}
        </>
      }
      text={message.body}
      can={message.can}
      noun={t('conversation.message.noun', { kind })}
      actionLabel={(action) =>
        action === 'Edit' ? t('conversation.message.editFrom', { kind, author }) : t('conversation.message.deleteFrom', { kind, author })
      }
      deleteClassName={message.internal ? internalDangerText : undefined}
      maxLength={MESSAGE_BODY_MAX}
      isSaveShortcut={isSendShortcut}
      saving={update.isPending}
      onSave={(body) =>
        withToasts(() => update.mutateAsync({ id: message.id, body }), {
          success: t('conversation.message.updated'),
          failure: t('conversation.message.updateFailed'),
        })
      }
      deletion={{
        mutation: remove,
        id: message.id,
        title: message.internal ? t('conversation.message.deleteNoteTitle') : t('conversation.message.deleteTitle'),
        description: t('conversation.message.deleteConfirm', { kind }),
        toasts: { success: t('conversation.message.deleted'), failure: t('conversation.message.deleteFailed') },
      }}
      footer={
        // Its files, when it has some or its author may add them (right after writing, say).
        message.fileCount > 0 || message.can.edit ? (
          <AttachmentsToggle
            entityType="message"
            entityId={message.id}
            name={t('conversation.message.attachmentsName', { kind, author })}
          />
        ) : null
      }
    >
      <MarkdownLite text={message.body} />
    </PostItem>
  );
}
