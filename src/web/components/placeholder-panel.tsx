import type { ReactNode } from 'react';

/** Marks where a screen's content will go while the screen is still being built. */
export function PlaceholderPanel({ children }: { children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-input bg-surface/60 p-8 text-center text-sm text-muted-foreground">
      {children ?? 'This screen is coming soon.'}
    </div>
  );
}
