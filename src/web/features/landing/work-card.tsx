import { ArrowUpRight } from 'lucide-react';
import { card } from './class-names';
import type { Product } from './content';
import { t } from '@web/lib/messages/landing';

export function WorkCard({ product }: { product: Product }) {
  return (
    // The link's ::after covers the card, so the whole card is one click target with a single, clear link name.
    <article
      className={`${card} group relative flex flex-col p-6 transition-[border-color,box-shadow] hover:border-primary/50 hover:shadow-md`}
    >
      <p className="text-xs font-semibold tracking-wider text-primary uppercase">{t(product.category)}</p>
      <h3 className="mt-3 text-lg font-semibold text-foreground">
        <a
          href={product.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
        >
          {product.name}
          <ArrowUpRight
            aria-hidden
            className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-primary"
          />
          <span className="sr-only">{t('landing.work.newTab')}</span>
        </a>
      </h3>
      <p className="mt-2 text-sm text-pretty text-muted-foreground">{t(product.description)}</p>
    </article>
  );
}
