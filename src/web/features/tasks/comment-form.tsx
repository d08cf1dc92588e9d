import { useId, useState } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api';
import { useCurrentUser } from '../../lib/current-user';
import { useCreateComment } from './api/create-comment';
import { postTextareaClass } from '@web/components/post-item';

export function CommentForm({ taskId }: { taskId: string }) {
  const id = useId();
  const { me } = useCurrentUser();
  const createComment = useCreateComment(me);
  const [content, setContent] = useState('');
  const blank = content.trim() === '';

  const submit = () => {
    if (blank) return;
    const text = content.trim();
    // Cleared at once: the comment already shows in the list; it comes back here if the server refuses it.
    setContent('');
    createComment.mutate(
      { taskId, content: text },
      {
        onSuccess: () => toast.success('Comment added', { description: 'Your comment has been added to the task.' }),
        onError: (error) => {
          setContent((current) => (current === '' ? text : current));
          toast.error('Failed to add comment', { description: errorMessage(error) });
        },
      },
    );
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
        Add a comment
      </label>
      <textarea
        id={id}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        placeholder="Add a comment..."
        rows={3}
        maxLength={10_000}
        className={postTextareaClass}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={blank}>
          Submit Comment
        </Button>
      </div>
    </form>
  );
}
