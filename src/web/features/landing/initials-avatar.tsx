interface InitialsAvatarProps {
  initials: string;
  size: 'md' | 'lg';
}

const SIZES = { md: 'size-12 text-base', lg: 'size-14 text-lg sm:size-16 sm:text-xl' } as const;

/** Initials instead of photos: nothing to download, and a fixed size, so the layout never shifts. */
export function InitialsAvatar({ initials, size }: InitialsAvatarProps) {
  return (
    <span
      aria-hidden
      className={`flex shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold tracking-wide text-primary-soft-foreground ring-4 ring-surface ${SIZES[size]}`}
    >
      {initials}
    </span>
  );
}
