import type { TaskComment } from '../../../shared/schemas/tasks';

/** The author's picture, or their initials on a plain circle. */
export function CommentAvatar({ author }: { author: TaskComment['author'] }) {
  if (author?.avatarUrl) {
    return <img src={author.avatarUrl} alt="" className="size-9 shrink-0 rounded-full object-cover" />;
  }
  const initials = author ? `${author.firstName.charAt(0)}${author.lastName.charAt(0)}`.toUpperCase() : '?';
  return (
    <span
      aria-hidden
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-primary-soft-foreground"
    >
      {initials || '?'}
    </span>
  );
}
