import { container, section } from './class-names';
import { products, workSection } from './content';
import { SectionHeading } from './section-heading';
import { WorkCard } from './work-card';

export function WorkSection() {
  return (
    <section id="work" aria-labelledby="work-title" className={`${section} border-y border-border bg-surface-muted/60`}>
      <div className={container}>
        <SectionHeading id="work-title" {...workSection} />
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => (
            <WorkCard key={product.name} product={product} />
          ))}
        </div>
      </div>
    </section>
  );
}
