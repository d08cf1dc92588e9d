import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Avatar } from './avatar';
import { Button } from './button';
import { ConfirmDeleteDialog, type ConfirmDeleteDialogProps } from './confirm-delete-dialog';
import * as common from '../lib/messages/common';

/** The text box a message or comment is written and edited in. */
export const postTextareaClass = cn(
  'block min-h-20 w-full rounded-md border border-input bg-surface px-3 py-2 text-sm text-foreground shadow-xs',
  'placeholder:text-muted-foreground',
);

interface PostAuthor {
  firstName: string;
  lastName: string;
  avatarUrl?: string | null;
}

export interface PostItemProps {
  author: PostAuthor | null;
  /** The author's name as shown ('Former user' when gone). */
  authorName: string;
  /** After the name: when, edited, from whom, badges. */
  meta: ReactNode;
  /** The text as saved: what Edit starts from. */
  text: string;
  /** The text as shown. */
  children: ReactNode;
  /** Under the text: its files. */
  footer?: ReactNode;
  /** What the server's `can` allows; `pending` (not saved yet) hides both. */
  can: { edit: boolean; delete: boolean };
  pending?: boolean;
  className?: string;
  /** 'comment', 'note': named by the editor's label. */
  noun: string;
  /** The Edit and Delete buttons' names where several posts show at once ('Edit message from Ana'). */
  actionLabel?: (action: 'Edit' | 'Delete') => string;
  deleteClassName?: string;
  maxLength: number;
  /** Saves the edited text (toasts included); a thrown error keeps the editor open. */
  onSave: (text: string) => Promise<unknown>;
  saving: boolean;
  /** A key that saves from the editor (Ctrl+Enter); Escape always cancels. */
  isSaveShortcut?: (event: KeyboardEvent<HTMLTextAreaElement>) => boolean;
  /** The delete confirmation. */
  deletion: Pick<ConfirmDeleteDialogProps, 'mutation' | 'id' | 'title' | 'description' | 'toasts'>;
}

/** One message or comment in a thread: its author and time, its text, and Edit (in place) and Delete as allowed. */
export function PostItem({
  author,
  authorName,
  meta,
  text,
  children,
  footer,
  can,
  pending = false,
  className,
  noun,
  actionLabel,
  deleteClassName = 'text-danger',
  maxLength,
  onSave,
  saving,
  isSaveShortcut,
  deletion,
}: PostItemProps) {
  const editId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(text);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const save = async () => {
    if (draft.trim() === '') return;
    await onSave(draft);
    setEditing(false);
  };
  const trySave = () => void save().catch(() => undefined);

  return (
    <li className={cn('flex gap-3', pending && 'opacity-60', className)} aria-busy={pending || undefined}>
      <Avatar src={author?.avatarUrl} firstName={author?.firstName} lastName={author?.lastName} size="md" />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="font-medium text-foreground">{authorName}</span>
            {meta}
          </p>
          {!editing && !pending && (can.edit || can.delete) ? (
            <div className="flex gap-1">
              {can.edit ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={actionLabel?.('Edit')}
                  onClick={() => {
                    setDraft(text);
                    setEditing(true);
                  }}
                >
                  {common.t('common.edit')}
                </Button>
              ) : null}
              {can.delete ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className={deleteClassName}
                  aria-label={actionLabel?.('Delete')}
                  onClick={() => setConfirmOpen(true)}
                >
                  {common.t('common.delete')}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
        {editing ? (
          <div className="space-y-2">
            <label htmlFor={editId} className="sr-only">
              {common.t('common.post.editNoun', { noun })}
            </label>
            <textarea
              id={editId}
              autoFocus
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (isSaveShortcut?.(event)) {
                  event.preventDefault();
                  trySave();
                } else if (event.key === 'Escape') setEditing(false);
              }}
              rows={3}
              maxLength={maxLength}
              className={postTextareaClass}
            />
            <div className="flex justify-end gap-2">
              <Button variant="secondary" size="sm" onClick={() => setEditing(false)} disabled={saving}>
                {common.t('common.cancel')}
              </Button>
              <Button size="sm" onClick={trySave} disabled={draft.trim() === '' || saving}>
                {common.t('common.save')}
              </Button>
            </div>
          </div>
        ) : (
          children
        )}
        {footer}
      </div>
      <ConfirmDeleteDialog open={confirmOpen} onOpenChange={setConfirmOpen} {...deletion} />
    </li>
  );
}
