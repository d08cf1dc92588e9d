import { iconTile } from './class-names';
import type { Value } from './content';
import { LandingIcon } from './landing-icon';
import { t } from '@web/lib/messages/landing';

export function ValueCard({ value }: { value: Value }) {
  return (
    <article className="flex gap-4 rounded-2xl border border-dashed border-border p-5 lg:flex-col lg:p-6">
      <span className={iconTile}>
        <LandingIcon name={value.icon} />
      </span>
      <div>
        <h4 className="font-semibold text-foreground">{t(value.title)}</h4>
        <p className="mt-2 text-sm text-pretty text-muted-foreground">{t(value.description)}</p>
      </div>
    </article>
  );
}
