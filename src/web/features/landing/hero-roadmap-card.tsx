import { Check } from 'lucide-react';
import { msg } from '@web/lib/i18n';
import { card } from './class-names';
import { company, hero } from './content';
import { t } from '@web/lib/messages/landing';

const STATE_LABELS = {
  done: msg('landing.hero.roadmap.done'),
  current: msg('landing.hero.roadmap.current'),
  next: msg('landing.hero.roadmap.next'),
} as const;

/** Decorative illustration beside the headline (hidden from assistive technology; wide screens only). */
export function HeroRoadmapCard() {
  const { roadmap } = hero;
  const lastBar = roadmap.chart.length - 1;
  return (
    <div aria-hidden className="hidden lg:block">
      <div className={`${card} p-6 shadow-xl shadow-primary/5`}>
        <div className="flex items-center justify-between gap-4">
          <p className="font-semibold text-foreground">{t(roadmap.title)}</p>
          <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-medium text-primary-soft-foreground">
            {company.name}
          </span>
        </div>
        <ol className="mt-6 space-y-4">
          {roadmap.steps.map((step) => (
            <li key={step.label} className="flex items-center gap-3">
              <span
                className={
                  'flex size-7 shrink-0 items-center justify-center rounded-full border-2 ' +
                  (step.state === 'done'
                    ? 'border-primary bg-primary text-primary-foreground'
                    : step.state === 'current'
                      ? 'border-primary bg-surface'
                      : 'border-border bg-surface')
                }
              >
                {step.state === 'done' && <Check className="size-4" strokeWidth={3} />}
                {step.state === 'current' && <span className="size-2 rounded-full bg-primary" />}
              </span>
              <span className="flex-1 text-sm font-medium text-foreground">{t(step.label)}</span>
              <span className="text-xs text-muted-foreground">{t(STATE_LABELS[step.state])}</span>
            </li>
          ))}
        </ol>
        <div className="mt-8 rounded-xl bg-surface-muted p-4">
          <p className="text-xs font-medium text-muted-foreground">{t(roadmap.chartLabel)}</p>
          <div className="mt-3 flex h-28 items-end gap-2">
            {roadmap.chart.map((height, index) => (
              <div
                key={index}
                className={`flex-1 rounded-t-md ${index === lastBar ? 'bg-primary' : 'bg-primary/35'}`}
                style={{ height: `${height}%` }}
              />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
