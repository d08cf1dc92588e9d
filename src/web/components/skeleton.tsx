import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** A grey placeholder block in the shape of content that is still loading; decorative, so hidden from readers. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-surface-muted', className)} {...props} />;
}
