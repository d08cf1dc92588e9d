import { useId, type ReactNode } from 'react';
import { HeadedSection } from './headed-section';

const CLASS_NAMES = { header: 'mb-4 flex flex-wrap items-center justify-between gap-3', heading: 'text-lg font-semibold' };

/**
 * A tab of a client's or a project's page (users, projects, tasks, team, milestones): a section named by its heading,
 * with the tab's main action (Add ...) at the heading's right.
 */
export function RecordTabSection({ title, action, children }: { title: ReactNode; action?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <HeadedSection headingId={headingId} title={title} action={action} classNames={CLASS_NAMES}>
      {children}
    </HeadedSection>
  );
}
