import { container, section } from './class-names';
import { pricingModels, pricingSection, services, servicesSection } from './content';
import { PricingCard } from './pricing-card';
import { SectionHeading } from './section-heading';
import { ServiceCard } from './service-card';

export function ServicesSection() {
  return (
    <section id="services" aria-labelledby="services-title" className={`${section} border-y border-border bg-surface-muted/60`}>
      <div className={container}>
        <SectionHeading id="services-title" {...servicesSection} />
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {services.map((service) => (
            <ServiceCard key={service.title} service={service} />
          ))}
        </div>

        <div className="mt-20 sm:rounded-3xl sm:border sm:border-border sm:bg-background sm:p-10">
          <SectionHeading id="pricing-title" level={3} {...pricingSection} />
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            {pricingModels.map((model) => (
              <PricingCard key={model.title} model={model} />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
