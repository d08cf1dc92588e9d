import { Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { MESSAGE_BODY_MAX, type ProjectMessage } from '@shared/schemas/messages';
import { AttachmentsToggle } from '@web/components/attachments/attachments-toggle';
import { Avatar } from '@web/components/avatar';
import { Badge } from '@web/components/badge';
import { Button } from '@web/components/button';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog';
import { RelativeTime } from '@web/components/relative-time';
import { cn } from '@web/lib/cn';
import { formatDateTime } from '@web/lib/format';
import { withToasts } from '@web/lib/with-toasts';
import { useDeleteMessage, useUpdateMessage } from './api/messages';
import { MarkdownLite } from './markdown-lite';
import { isSendShortcut } from './message-composer';
import { internalDangerText, messageTextareaClass } from './message-styles';

/** One message: who wrote it and when, its text, and Edit/Delete as the server's `can` allows. */
export function MessageItem({ message, projectId }: { message: ProjectMessage; projectId: string }) {
  const editId = useId();
  const update = useUpdateMessage(projectId);
  const remove = useDeleteMessage(projectId);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.body);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const author = message.author ? `${message.author.firstName} ${message.author.lastName}`.trim() : 'Former user';
  const noun = message.internal ? 'note' : 'message';

  const save = async () => {
    if (draft.trim() === '') return;
    await withToasts(() => update.mutateAsync({ id: message.id, body: draft }), {
      success: 'Message updated',
      failure: 'Could not update the message',
    });
    setEditing(false);
  };

  return (
    <li
      className={cn(
        'flex gap-3 rounded-lg p-3',
        message.internal && 'border border-dashed border-amber-400 bg-amber-50 dark:border-amber-400/50 dark:bg-amber-400/10',
      )}
    >
      <Avatar src={message.author?.avatarUrl} firstName={message.author?.firstName} lastName={message.author?.lastName} size="md" />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="font-medium text-foreground">{author}</span>
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
          </p>
          {!editing && (message.can.edit || message.can.delete) ? (
            <div className="flex gap-1">
              {message.can.edit ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Edit ${noun} from ${author}`}
                  onClick={() => {
                    setDraft(message.body);
                    setEditing(true);
                  }}
                >
                  Edit
                </Button>
              ) : null}
              {message.can.delete ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className={message.internal ? internalDangerText : 'text-danger'}
                  aria-label={`Delete ${noun} from ${author}`}
                  onClick={() => setConfirmOpen(true)}
                >
                  Delete
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
        {editing ? (
          <div className="space-y-2">
            <label htmlFor={editId} className="sr-only">
              Edit {noun}
            </label>
            <textarea
              id={editId}
              autoFocus
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (isSendShortcut(event)) {
                  event.preventDefault();
                  void save().catch(() => undefined);
                } else if (event.key === 'Escape') setEditing(false);
              }}
              rows={3}
              maxLength={MESSAGE_BODY_MAX}
              className={messageTextareaClass}
            />
            <div className="flex justify-end gap-2">
              <Button variant="secondary" size="sm" onClick={() => setEditing(false)} disabled={update.isPending}>
                Cancel
              </Button>
              <Button size="sm" onClick={() => void save().catch(() => undefined)} disabled={draft.trim() === '' || update.isPending}>
                Save
              </Button>
            </div>
          </div>
        ) : (
          <MarkdownLite text={message.body} />
        )}
        {/* Its files, when it has some or its author may add them (right after writing, say). */}
        {message.fileCount > 0 || message.can.edit ? (
          <AttachmentsToggle
            entityType="message"
            entityId={message.id}
            name={`${message.internal ? 'the internal note' : 'the message'} from ${author}`}
          />
        ) : null}
      </div>
      <ConfirmDeleteDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        mutation={remove}
        id={message.id}
        title={message.internal ? 'Delete internal note' : 'Delete message'}
        description={`Are you sure you want to delete this ${noun}? It is removed for everyone. This action cannot be undone.`}
        toasts={{ success: 'Message deleted', failure: 'Could not delete the message' }}
      />
    </li>
  );
}
