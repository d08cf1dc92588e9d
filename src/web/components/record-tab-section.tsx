import { useId, type ReactNode } from 'react';

/**
 * A tab of a client's or a project's page (users, projects, tasks, team, milestones): a section named by its heading,
 * with the tab's main action (Add ...) at the heading's right.
 */
export function RecordTabSection({ title, action, children }: { title: ReactNode; action?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
