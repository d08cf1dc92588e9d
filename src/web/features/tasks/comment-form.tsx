import { useId, useState } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api';
import { useCurrentUser } from '../../lib/current-user';
import { useCreateComment } from './api/create-comment';
import { postTextareaClass } from '@web/components/post-item';
import { t } from '@web/lib/messages/tasks';

/**
 * `offerVisible`: a staff member on a task the client sees chooses whether the client reads the comment; unticked, it
 * stays with the team (decision 0104). On a task kept from the client every staff comment is internal.
 */
export function CommentForm({ taskId, offerVisible = false }: { taskId: string; offerVisible?: boolean }) {
  const id = useId();
  const [clientReads, setClientReads] = useState(false);
  const { me } = useCurrentUser();
  const createComment = useCreateComment(me);
  const [content, setContent] = useState('');
  const blank = content.trim() === '';

  const submit = () => {
    if (blank) return;
    const text = content.trim();
    // Cleared at once: the comment already shows in the list; it comes back here if the server refuses it.
    setContent('');
    createComment.mutate(offerVisible ? { taskId, content: text, internal: !clientReads } : { taskId, content: text }, {
      onSuccess: (saved) =>
        toast.success(t('tasks.comment.added'), {
          description: offerVisible && !saved.internal ? t('tasks.comment.clientCanRead') : t('tasks.comment.addedLine'),
        }),
      onError: (error) => {
        setContent((current) => (current === '' ? text : current));
        toast.error(t('tasks.comment.addFailed'), { description: errorMessage(error) });
      },
    });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="space-y-2"
    >
      <label htmlFor={id} className="sr-only">
        {t('tasks.comment.addLabel')}
      </label>
      <textarea
        id={id}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        placeholder={t('tasks.comment.placeholder')}
        rows={3}
        maxLength={10_000}
        className={postTextareaClass}
      />
      <div className="flex flex-wrap items-center justify-end gap-3">
        {offerVisible ? (
          <label className="mr-auto flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" checked={clientReads} onChange={(event) => setClientReads(event.target.checked)} />
            {t('tasks.comment.visibleToClient')}
          </label>
        ) : null}
        <Button type="submit" disabled={blank}>
          {t('tasks.comment.submit')}
        </Button>
      </div>
    </form>
  );
}
