import { card } from './class-names';
import type { Person } from './content';
import { InitialsAvatar } from './initials-avatar';
import { t } from '@web/lib/messages/landing';

interface PersonCardProps {
  person: Person;
  /** Founders get a larger card; team leads a compact one that stacks in the four-column row on wide screens. */
  featured?: boolean;
}

export function PersonCard({ person, featured = false }: PersonCardProps) {
  return (
    <article className={`${card} flex gap-4 ${featured ? 'p-6 sm:gap-5 sm:p-8' : 'p-5 lg:flex-col lg:p-6'}`}>
      <InitialsAvatar initials={person.initials} size={featured ? 'lg' : 'md'} />
      <div>
        <h4 className={`font-semibold text-foreground ${featured ? 'text-lg' : ''}`}>{person.name}</h4>
        <p className="text-sm font-medium text-primary">{t(person.title)}</p>
        <p className={`mt-3 text-pretty text-muted-foreground ${featured ? '' : 'text-sm'}`}>{t(person.bio)}</p>
      </div>
    </article>
  );
}
