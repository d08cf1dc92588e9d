import { container, section } from './class-names';
import { aboutSection, founders, teamLeads, values } from './content';
import { PersonCard } from './person-card';
import { SectionHeading } from './section-heading';
import { ValueCard } from './value-card';
import { t } from '@web/lib/messages/landing';

const subheading = 'text-sm font-semibold tracking-wider text-muted-foreground uppercase';

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className={section}>
      <div className={container}>
        <SectionHeading id="about-title" {...aboutSection} />

        <h3 className={`mt-14 ${subheading}`}>{t('landing.about.founders')}</h3>
        <div className="mt-5 grid gap-6 md:grid-cols-2">
          {founders.map((person) => (
            <PersonCard key={person.name} person={person} featured />
          ))}
        </div>

        <h3 className={`mt-14 ${subheading}`}>{t('landing.about.teamLeads')}</h3>
        <div className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {teamLeads.map((person) => (
            <PersonCard key={person.name} person={person} />
          ))}
        </div>

        <h3 className={`mt-14 ${subheading}`}>{t('landing.about.values')}</h3>
        <div className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value) => (
            <ValueCard key={value.title} value={value} />
          ))}
        </div>
      </div>
    </section>
  );
}
