import { Lock, MessagesSquare, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { REQUEST_MESSAGE_MAX, type RequestMessage } from '@shared/schemas/requests';
import { AttachmentsToggle } from '@web/components/attachments/attachments-toggle';
import { Avatar } from '@web/components/avatar';
import { Badge } from '@web/components/badge';
import { Button } from '@web/components/button';
import { Card } from '@web/components/card';
import { EmptyState } from '@web/components/empty-state';
import { QueryErrorState } from '@web/components/error-state';
import { postTextareaClass } from '@web/components/post-item';
import { RelativeTime } from '@web/components/relative-time';
import { PanelSpinner } from '@web/components/spinner';
import { errorMessage, isApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { usePostRequestMessage, useRequestThread } from './api/request-thread';
import { t } from '@web/lib/messages/requests';

const NOTE_BOX = 'border-dashed border-amber-400 bg-amber-50 dark:border-amber-400/50 dark:bg-amber-400/10';

function ThreadMessage({ message, client }: { message: RequestMessage; client: boolean }) {
  const author = message.author ? `${message.author.firstName} ${message.author.lastName}`.trim() : t('requests.thread.formerUser');
  // Seen from the reader's side: a client reads "Team" beside the agency's people, staff read "Client" beside theirs.
  const side = message.author
    ? message.author.fromAgency
      ? client
        ? t('requests.thread.team')
        : null
      : t('requests.thread.client')
    : null;
  return (
    <li className={cn('flex gap-3 rounded-lg p-3', message.internal && `border ${NOTE_BOX}`)}>
      <Avatar src={message.author?.avatarUrl} firstName={message.author?.firstName} lastName={message.author?.lastName} size="md" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-medium text-foreground">{author}</span>
          {side ? <span className="text-xs text-muted-foreground">{side}</span> : null}
          <RelativeTime value={message.createdAt} className="text-xs text-muted-foreground" />
          {message.internal ? (
            <Badge tone="warning">
              <Lock aria-hidden className="size-3" />
              {t('requests.thread.internalNote')}
            </Badge>
          ) : null}
        </p>
        <p className="text-sm break-words whitespace-pre-line text-foreground">{message.body}</p>
        {message.fileCount > 0 || message.canAttach ? (
          <AttachmentsToggle
            entityType="request_message"
            entityId={message.id}
            name={message.internal ? t('requests.thread.noteFrom', { author }) : t('requests.thread.messageFrom', { author })}
          />
        ) : null}
      </div>
    </li>
  );
}

/** Writes a message, or for staff an internal note; Ctrl+Enter sends. */
function ThreadComposer({ requestId, canPostInternal }: { requestId: string; canPostInternal: boolean }) {
  const id = useId();
  const post = usePostRequestMessage(requestId);
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const blank = body.trim() === '';

  const send = async () => {
    if (blank || post.isPending) return;
    try {
      await post.mutateAsync({ body, internal });
      setBody('');
      setInternal(false);
      setError(null);
      toast.success(internal ? t('requests.thread.noteAdded') : t('requests.thread.messageSent'));
    } catch (failure) {
      const fieldError = isApiError(failure) ? failure.fields?.body : undefined;
      if (fieldError) setError(fieldError);
      else {
        toast.error(internal ? t('requests.thread.noteFailed') : t('requests.thread.messageFailed'), {
          description: errorMessage(failure),
        });
      }
    }
  };

  return (
    <form
      aria-label={internal ? t('requests.thread.writeNote') : t('requests.thread.writeMessage')}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      noValidate
      className={cn('space-y-2 rounded-lg border p-3', internal ? NOTE_BOX : 'border-border bg-surface')}
    >
      <label htmlFor={id} className="sr-only">
        {internal ? t('requests.thread.internalNote') : t('requests.thread.message')}
      </label>
      <textarea
        id={id}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void send();
          }
        }}
        placeholder={internal ? t('requests.thread.notePlaceholder') : t('requests.thread.messagePlaceholder')}
        rows={3}
        maxLength={REQUEST_MESSAGE_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={postTextareaClass}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {canPostInternal ? (
          <label className="flex cursor-pointer items-center gap-2 text-sm text-foreground">
            <input type="checkbox" className="size-4 accent-amber-600" checked={internal} onChange={(e) => setInternal(e.target.checked)} />
            <Lock aria-hidden className="size-3.5 text-amber-700 dark:text-amber-300" />
            {t('requests.thread.internalToggle')}
          </label>
        ) : null}
        <Button type="submit" size="sm" disabled={blank || post.isPending}>
          <Send aria-hidden />
          {internal ? t('requests.thread.addNote') : t('requests.thread.send')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The request's thread between the client and the team, before and after it is answered (decision 0109). Internal
 * notes reach only staff: the server never sends them to a client user. New messages arrive live.
 */
export function RequestThread({ requestId, client }: { requestId: string; client: boolean }) {
  const thread = useRequestThread(requestId);
  let body;
  if (thread.isPending) body = <PanelSpinner label={t('requests.thread.loading')} />;
  else if (thread.isError) body = <QueryErrorState title={t('requests.thread.loadError')} query={thread} />;
  else if (thread.data.items.length === 0) {
    body = (
      <EmptyState
        icon={MessagesSquare}
        title={t('requests.thread.empty')}
        description={client ? t('requests.thread.emptyClient') : t('requests.thread.emptyStaff')}
      />
    );
  } else {
    body = (
      <ol aria-label={t('requests.thread.messagesLabel')} className="space-y-2">
        {thread.data.items.map((message) => (
          <ThreadMessage key={message.id} message={message} client={client} />
        ))}
      </ol>
    );
  }
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="mb-1 text-base font-semibold">{t('requests.thread.title')}</h2>
      <p className="mb-4 text-sm text-muted-foreground">{client ? t('requests.thread.introClient') : t('requests.thread.introStaff')}</p>
      <div className="mb-4">{body}</div>
      {thread.data?.canPost ? <ThreadComposer requestId={requestId} canPostInternal={thread.data.canPostInternal} /> : null}
    </Card>
  );
}
