import type { ReactNode } from 'react';

export interface SettingsSectionProps {
  /** Makes the heading's id (`${id}-heading`), which names the section for screen readers. */
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/**
 * A part of Settings under its heading and a line saying what it is for: a card of Account Settings, or a whole tab
 * given to one list (audit log, background jobs). `className` spaces the heading and the content.
 */
export function SettingsSection({
  id,
  title,
  description,
  children,
  className,
  headerClassName,
}: SettingsSectionProps & { className: string; headerClassName?: string }) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={className}>
      <div className={headerClassName}>
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}
