import { Lock, Send } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { CreateMessageInput, MESSAGE_BODY_MAX } from '@shared/schemas/messages';
import { Button } from '@web/components/button';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { cn } from '@web/lib/cn';
import { usePostMessage } from './api/messages';
import { postTextareaClass } from '@web/components/post-item';
import { internalDangerText } from './message-styles';
import { t } from '@web/lib/messages/conversation';
import { fieldMessage } from '@web/lib/field-message';

export interface MessageComposerProps {
  projectId: string;
  /** Staff: the "internal note" choice is offered. */
  canPostInternal: boolean;
}

/** Ctrl+Enter (Cmd+Enter on a Mac) sends, as in most chat tools; Enter alone is a new line. */
export const isSendShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>) =>
  event.key === 'Enter' && (event.ctrlKey || event.metaKey);

/** Writes a message, or for staff an internal note; the server's field message shows under the text when it refuses. */
export function MessageComposer({ projectId, canPostInternal }: MessageComposerProps) {
  const id = useId();
  const post = usePostMessage(projectId);
  const { register, handleSubmit, getValues, setError, reset, watch, formState } = useForm({
    resolver: zodResolver(CreateMessageInput),
    defaultValues: { body: '', internal: false },
  });
  const [body, internal] = watch(['body', 'internal']);
  const fieldError = formState.errors.body?.message ?? formState.errors.internal?.message;
  const blank = body.trim() === '';

  const submit = handleSubmit(async () => {
    const { body: text, internal: asNote = false } = getValues();
    const input = { body: text, internal: asNote };
    try {
      await post.mutateAsync(input);
      reset();
      toast.success(input.internal ? t('conversation.composer.noteAdded') : t('conversation.composer.sent'));
    } catch (error) {
      // The server's word on the text goes under it; anything else is a toast.
      if (!applyServerErrors(error, ['body', 'internal'], setError)) {
        toast.error(input.internal ? t('conversation.composer.noteFailed') : t('conversation.composer.sendFailed'), {
          description: errorMessage(error),
        });
      }
    }
  });
  const send = () => {
    if (!blank && !post.isPending) void submit();
  };

  return (
    <form
      aria-label={internal ? t('conversation.composer.writeNote') : t('conversation.composer.writeMessage')}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      noValidate
      className={cn(
        'space-y-2 rounded-lg border p-3',
        internal ? 'border-amber-400 bg-amber-50 dark:border-amber-400/50 dark:bg-amber-400/10' : 'border-border bg-surface',
      )}
    >
      <label htmlFor={id} className="sr-only">
        {internal ? t('conversation.internalNote') : t('conversation.composer.message')}
      </label>
      <textarea
        id={id}
        {...register('body')}
        onKeyDown={(event) => {
          if (isSendShortcut(event)) {
            event.preventDefault();
            send();
          }
        }}
        placeholder={internal ? t('conversation.composer.notePlaceholder') : t('conversation.composer.messagePlaceholder')}
        rows={3}
        maxLength={MESSAGE_BODY_MAX}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={`${id}-hint${fieldError ? ` ${id}-error` : ''}`}
        className={postTextareaClass}
      />
      {fieldError ? (
        <p id={`${id}-error`} role="alert" className={cn('text-sm', internal ? internalDangerText : 'text-danger')}>
          {fieldMessage(fieldError)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t('conversation.composer.hint')}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {canPostInternal ? (
            <label className="flex cursor-pointer items-center gap-2 text-sm text-foreground">
              <input type="checkbox" className="size-4 accent-amber-600" {...register('internal')} />
              <Lock aria-hidden className="size-3.5 text-amber-700 dark:text-amber-300" />
              {t('conversation.composer.internalToggle')}
            </label>
          ) : null}
          <Button type="submit" size="sm" disabled={blank || post.isPending}>
            <Send aria-hidden />
            {internal ? t('conversation.composer.addNote') : t('conversation.composer.send')}
          </Button>
        </div>
      </div>
    </form>
  );
}
