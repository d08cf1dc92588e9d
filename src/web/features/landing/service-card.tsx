import { CheckList } from './check-list';
import { card, iconTile } from './class-names';
import type { Service } from './content';
import { LandingIcon } from './landing-icon';
import { t } from '@web/lib/messages/landing';

export function ServiceCard({ service }: { service: Service }) {
  return (
    <article className={`${card} flex flex-col p-6 sm:p-8`}>
      <div className="flex items-center gap-4">
        <span className={iconTile}>
          <LandingIcon name={service.icon} />
        </span>
        <h3 className="text-xl font-semibold tracking-tight text-foreground">{t(service.title)}</h3>
      </div>
      <p className="mt-4 text-pretty text-muted-foreground">{t(service.description)}</p>
      <CheckList items={service.points} className="mt-6 border-t border-border pt-6" />
    </article>
  );
}
