import { CheckList } from './check-list';
import { card, iconTile } from './class-names';
import type { PricingModel } from './content';
import { LandingIcon } from './landing-icon';
import { t } from '@web/lib/messages/landing';

export function PricingCard({ model }: { model: PricingModel }) {
  return (
    <article className={`${card} flex flex-col p-6 sm:p-8`}>
      <span className={iconTile}>
        <LandingIcon name={model.icon} />
      </span>
      <h4 className="mt-5 text-xl font-semibold tracking-tight text-foreground">{t(model.title)}</h4>
      <p className="mt-2 text-sm font-medium text-primary">{t('landing.pricing.bestFor', { audience: t(model.bestFor) })}</p>
      <p className="mt-4 text-pretty text-muted-foreground">{t(model.description)}</p>
      <CheckList items={model.points} className="mt-6" />
    </article>
  );
}
