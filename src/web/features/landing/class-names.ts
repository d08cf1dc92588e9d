// Class lists shared by several landing components. Plain strings (no tailwind-merge) keep the landing bundle small.

export const container = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';

/** Sections sit under a 64 px sticky nav: the margin keeps their headings visible after an anchor jump. */
export const section = 'scroll-mt-16 py-20 sm:py-28';

const buttonBase =
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg px-6 text-base font-semibold whitespace-nowrap ' +
  'transition-colors [&_svg]:size-4 [&_svg]:shrink-0';

export const primaryButton = `${buttonBase} bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover`;

export const secondaryButton = `${buttonBase} border border-input bg-surface text-foreground shadow-sm hover:bg-surface-muted`;

export const iconButton =
  'inline-flex size-10 items-center justify-center rounded-lg text-foreground transition-colors hover:bg-surface-muted ' + '[&_svg]:size-5';

export const card = 'rounded-2xl border border-border bg-surface shadow-sm';

/** The tinted square that holds an icon on cards. */
export const iconTile =
  'flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground [&_svg]:size-5';
