import { useState } from 'react';
import { cn } from '../lib/cn';

const SIZES = { sm: 'size-8 text-xs', md: 'size-9 text-xs', lg: 'size-10 text-sm', xl: 'size-20 text-2xl' } as const;

export function initialsOf(firstName: string | null | undefined, lastName: string | null | undefined, fallback = ''): string {
  const initials = `${(firstName ?? '').trim().charAt(0)}${(lastName ?? '').trim().charAt(0)}`.toUpperCase();
  return initials || fallback.trim().charAt(0).toUpperCase() || '?';
}

export interface AvatarProps {
  /** The picture's URL; null or a picture that fails to load shows the initials instead. */
  src: string | null | undefined;
  firstName: string | null | undefined;
  lastName: string | null | undefined;
  /** Where the initials come from when there is no name (an e-mail address, say). */
  fallback?: string;
  size?: keyof typeof SIZES;
  className?: string;
}

/** A person's picture or their initials on a circle: decorative, the name is always written beside it or in a label. */
export function Avatar({ src, firstName, lastName, fallback, size = 'sm', className }: AvatarProps) {
  // Remembers which URL failed, so a new picture (a new ?v=) gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = cn('shrink-0 rounded-full', SIZES[size], className);
  if (src && src !== failedSrc) {
    return <img src={src} alt="" aria-hidden onError={() => setFailedSrc(src)} className={cn(box, 'object-cover')} />;
  }
  return (
    <span aria-hidden className={cn(box, 'flex items-center justify-center bg-primary-soft font-semibold text-primary-soft-foreground')}>
      {initialsOf(firstName, lastName, fallback)}
    </span>
  );
}
