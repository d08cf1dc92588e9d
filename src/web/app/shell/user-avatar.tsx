import { cn } from '../../lib/cn';

function initialsOf(firstName: string, lastName: string, email: string): string {
  const initials = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
  return initials || email.charAt(0).toUpperCase() || '?';
}

interface UserAvatarProps {
  firstName: string;
  lastName: string;
  email: string;
  className?: string;
}

/** Initials in a circle: decorative, the name is always written next to it or in an accessible label. */
export function UserAvatar({ firstName, lastName, email, className }: UserAvatarProps) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-primary-soft-foreground',
        className,
      )}
    >
      {initialsOf(firstName, lastName, email)}
    </span>
  );
}
