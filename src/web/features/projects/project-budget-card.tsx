/**
 * The project's Budget card (decision 0048): hours and money spent against the budgets, coloured at 80% and 100%,
 * and each milestone's time against its estimate. Money shows only to those the server sends it to.
 */
import type { ProjectBudget } from '@shared/schemas/budgets';
import { formatHours } from '../../lib/format-hours';
import { Card } from '../../components/card';
import { ProgressBar } from '../../components/progress-bar';
import { formatMoney } from '../../lib/format';
import { useProjectBudget } from './api/get-project-budget';
import { t } from '@web/lib/messages/projects';

/** The bar's colour: the brand colour, amber from 80%, red from 100% (the percent is written beside it too). */
function tone(used: number, budget: number): string | undefined {
  const percent = (used / budget) * 100;
  if (percent >= 100) return 'bg-danger';
  if (percent >= 80) return 'bg-amber-500 dark:bg-amber-400';
  return undefined;
}

function Measure({
  title,
  used,
  budget,
  format,
  label,
}: {
  title: string;
  used: number;
  budget: number | null;
  format: (n: number) => string;
  label: string;
}) {
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{title}</span>
        <span className="text-muted-foreground tabular-nums">
          {budget
            ? t('projects.budget.usedOf', { used: format(used), budget: format(budget) })
            : t('projects.budget.noBudget', { used: format(used) })}
        </span>
      </div>
      {budget ? <ProgressBar value={(used / budget) * 100} label={label} barClassName={tone(used, budget)} /> : null}
    </div>
  );
}

function MilestoneRows({ budget }: { budget: ProjectBudget }) {
  if (budget.milestones.length === 0) return null;
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold">{t('projects.tabs.milestones')}</h3>
      <ul className="space-y-3">
        {budget.milestones.map((m) => (
          <li key={m.id ?? 'none'} className="space-y-1">
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <span>{m.name}</span>
              <span className="text-muted-foreground tabular-nums">
                {m.estimatedMinutes
                  ? t('projects.budget.ofEstimated', { spent: formatHours(m.spentMinutes), estimate: formatHours(m.estimatedMinutes) })
                  : t('projects.budget.noEstimate', { spent: formatHours(m.spentMinutes) })}
              </span>
            </div>
            {m.estimatedMinutes ? (
              <ProgressBar
                value={(m.spentMinutes / m.estimatedMinutes) * 100}
                label={t('projects.budget.againstEstimate', { milestone: m.name })}
                barClassName={tone(m.spentMinutes, m.estimatedMinutes)}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ProjectBudgetCard({ projectId, version }: { projectId: string; version: string }) {
  const { data: budget, isPending, isError } = useProjectBudget(projectId, version);
  return (
    <Card className="p-5">
      <section className="space-y-5" aria-labelledby={`budget-${projectId}`}>
        <h2 id={`budget-${projectId}`} className="text-lg font-semibold">
          {t('projects.budget.title')}
        </h2>
        {isPending ? (
          <p className="text-sm text-muted-foreground">{t('projects.budget.loading')}</p>
        ) : isError || !budget ? (
          <p className="text-sm text-muted-foreground">{t('projects.budget.loadError')}</p>
        ) : (
          <>
            <Measure
              title={t('projects.budget.hours')}
              used={budget.spentMinutes}
              budget={budget.budgetMinutes}
              format={formatHours}
              label={t('projects.budget.hoursLabel')}
            />
            {budget.currency && budget.spentMinor !== null ? (
              <Measure
                title={t('projects.budget.amount')}
                used={budget.spentMinor}
                budget={budget.budgetMinor}
                format={(minor) => formatMoney(minor, budget.currency!)}
                label={t('projects.budget.amountLabel')}
              />
            ) : null}
            <p className="text-sm text-muted-foreground">
              {budget.spentMinutes === 0
                ? t('projects.budget.noTime')
                : t('projects.budget.billable', { hours: formatHours(budget.billableMinutes) })}
            </p>
            {budget.currency && budget.expensesMinor ? (
              // The amount counts billed time and the approved expenses' cost (decision 0120).
              <p className="text-sm text-muted-foreground">
                {t('projects.budget.expenses', { amount: formatMoney(budget.expensesMinor, budget.currency) })}
              </p>
            ) : null}
            <MilestoneRows budget={budget} />
          </>
        )}
      </section>
    </Card>
  );
}
