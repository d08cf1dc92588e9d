import { CheckList } from './check-list';
import { card, iconTile } from './class-names';
import type { PricingModel } from './content';
import { LandingIcon } from './landing-icon';

export function PricingCard({ model }: { model: PricingModel }) {
  return (
    <article className={`${card} flex flex-col p-6 sm:p-8`}>
      <span className={iconTile}>
        <LandingIcon name={model.icon} />
      </span>
      <h4 className="mt-5 text-xl font-semibold tracking-tight text-foreground">{model.title}</h4>
      <p className="mt-2 text-sm font-medium text-primary">Best for: {model.bestFor}</p>
      <p className="mt-4 text-pretty text-muted-foreground">{model.description}</p>
      <CheckList items={model.points} className="mt-6" />
    </article>
  );
}
