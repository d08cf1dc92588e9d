import type { ReactNode } from 'react';

/** A part of the Role Permissions tab under its own h3 (the tab's heading is the h2), named by that heading. */
export function RolesSubsection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
