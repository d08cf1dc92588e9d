import type { SectionCopy } from './content';
import { t } from '@web/lib/messages/landing';

interface SectionHeadingProps extends SectionCopy {
  /** The heading's id, so the section can be labelled by it. */
  id: string;
  centered?: boolean;
  /** A sub-section (pricing inside services) takes an h3. */
  level?: 2 | 3;
}

export function SectionHeading({ id, eyebrow, title, intro, centered = false, level = 2 }: SectionHeadingProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <p className="text-sm font-semibold tracking-wider text-primary uppercase">{t(eyebrow)}</p>
      <Heading
        id={id}
        className={`mt-3 font-bold tracking-tight text-balance text-foreground ${level === 2 ? 'text-3xl sm:text-4xl' : 'text-2xl sm:text-3xl'}`}
      >
        {t(title)}
      </Heading>
      <p className="mt-4 text-lg text-pretty text-muted-foreground">{t(intro)}</p>
    </div>
  );
}
