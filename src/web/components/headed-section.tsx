import type { ReactNode } from 'react';

export interface HeadedSectionProps {
  /** The heading's id: the section is named by its heading for screen readers. */
  headingId: string;
  title: ReactNode;
  /** At the heading's right (an Add button, a 'View All' link). */
  action?: ReactNode;
  /** The classes of the section, of the row holding the heading and the action, and of the heading. */
  classNames: { section?: string; header: string; heading: string };
  children: ReactNode;
}

/** A section named by its h2, with the section's own action beside the heading, then its content. */
export function HeadedSection({ headingId, title, action, classNames, children }: HeadedSectionProps) {
  return (
    <section aria-labelledby={headingId} className={classNames.section}>
      <div className={classNames.header}>
        <h2 id={headingId} className={classNames.heading}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
