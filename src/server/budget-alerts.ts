/**
 * Budget warnings (decisions 0045, 0048 and 0120): after time or an expense is written, each touched project's spent
 * hours and money are compared with its budget, and its manager is told at 80% and at 100%, once each. One statement
 * reads the sums from the time tallies (kept by triggers on time_entries, decision 0050, so this write's own time is in
 * them already) and the project's approved and invoiced expenses, and stores the alerts reached; the alert's primary
 * key makes each one once, however many writes cross the line at the same moment (the second insert waits for the
 * first to commit, then does nothing). Called in the transaction of every time write and of every expense approved or
 * booked, so it counts that write's own rows. It lives outside the features so the time, timesheet and expenses
 * features and the recurring expenses' sweep all call the same check.
 */
import { sql } from 'drizzle-orm';
import type { BudgetMeasure } from '@shared/enums';
import type { AppDeps } from './context';
import type { Tx } from './db/transaction';
import type { Translate } from './i18n';
import { notify } from './notifications/notify';

interface NewAlert extends Record<string, unknown> {
  project_id: string;
  measure: BudgetMeasure;
  threshold: number;
  name: string;
  manager_id: string | null;
}

/** Who hears of a project without a manager: the admins, who oversee every project. */
const FALLBACK_ROLES = ['admin', 'super_admin'];

export async function checkBudgets(
  deps: Pick<AppDeps, 'database' | 'jobs' | 'env' | 'log'>,
  tx: Tx,
  projectIds: readonly string[],
): Promise<void> {
  const ids = [...new Set(projectIds)];
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  // Hours count every finished entry; money the billable ones in the project's currency, each at the rate it was
  // created with, by the rounding rule of src/shared/durations.ts (the tallies sum it per entry), plus the cost before
  // tax of its approved and invoiced expenses in that currency (decision 0120; others are never converted). A project
  // without a budget is left out before anything else is read; one with a budget reads a row per month.
  const result = await tx.execute<NewAlert>(sql`
    with budgeted as (
      select id, name, project_manager_id, currency, budget_minutes, budget_minor
      from projects
      where id = any(array[${list}]::uuid[]) and (budget_minutes is not null or budget_minor is not null)
    ), spent as (
      select b.id, b.name, b.project_manager_id, b.budget_minutes, b.budget_minor,
        coalesce(sum(t.minutes), 0) as minutes,
        coalesce(sum(t.billable_amount_minor) filter (where t.currency = b.currency), 0)
          + (select coalesce(sum(e.net_minor), 0) from expenses e
              where e.project_id = b.id and e.currency = b.currency and e.status in ('approved', 'invoiced')) as minor
      from budgeted b
      left join time_tallies t on t.project_id = b.id
      group by b.id, b.name, b.project_manager_id, b.budget_minutes, b.budget_minor, b.currency
    ), reached as (
      select s.id, m.measure, t.threshold
      from spent s
      cross join lateral (values ('hours', s.budget_minutes::numeric, s.minutes::numeric), ('money', s.budget_minor::numeric, s.minor::numeric)) m(measure, budget, used)
      cross join (values (80), (100)) t(threshold)
      where m.budget is not null and m.used * 100 >= m.budget * t.threshold
    ), stored as (
      insert into project_budget_alerts (project_id, measure, threshold)
      select id, measure, threshold from reached
      on conflict do nothing
      returning project_id, measure, threshold
    )
    select st.project_id, st.measure, st.threshold, s.name, s.project_manager_id as manager_id
    from stored st join spent s on s.id = st.project_id`);
  // Both drivers (node-postgres, PGlite) answer { rows }; the generic result type does not say so.
  for (const alert of highestOnly((result as { rows: NewAlert[] }).rows)) {
    await notify(
      deps,
      {
        kind: 'budget_alert',
        to: alert.manager_id ? { userIds: [alert.manager_id] } : { roles: FALLBACK_ROLES },
        // The time's author is not the one warned; a manager logging their own time still hears of their project.
        actorId: null,
        words: ({ t }) => alertWords(t, alert),
        link: `/projects/${alert.project_id}`,
        entityType: 'project',
        entityId: alert.project_id,
      },
      tx,
    );
  }
}

/** The alert in one reader's words. Hours are time only; the money budget counts time and expenses (decision 0120). */
function alertWords(t: Translate, alert: NewAlert) {
  const values = { project: alert.name, threshold: alert.threshold };
  const full = alert.threshold >= 100;
  if (alert.measure === 'hours') {
    return full
      ? { title: t('mail.budgetAlert.hoursFullTitle', values), body: t('mail.budgetAlert.hoursFullBody', values) }
      : { title: t('mail.budgetAlert.hoursPartTitle', values), body: t('mail.budgetAlert.hoursPartBody', values) };
  }
  return full
    ? { title: t('mail.budgetAlert.moneyFullTitle', values), body: t('mail.budgetAlert.moneyFullBody', values) }
    : { title: t('mail.budgetAlert.moneyPartTitle', values), body: t('mail.budgetAlert.moneyPartBody', values) };
}

/**
 * One project's check, for the writes of one expense (approved, booked by the recurring sweep, edited while approved):
 * `checkProjectBudget(deps, tx, projectId)` in the write's own transaction.
 */
export function checkProjectBudget(deps: Pick<AppDeps, 'database' | 'jobs' | 'env' | 'log'>, tx: Tx, projectId: string): Promise<void> {
  return checkBudgets(deps, tx, [projectId]);
}

/** One write may cross 80% and 100% at once: both are stored (so neither comes later), the manager hears the higher. */
function highestOnly(rows: readonly NewAlert[]): NewAlert[] {
  const best = new Map<string, NewAlert>();
  for (const row of rows) {
    const key = `${row.project_id}:${row.measure}`;
    const seen = best.get(key);
    if (!seen || Number(row.threshold) > Number(seen.threshold)) best.set(key, { ...row, threshold: Number(row.threshold) });
  }
  return [...best.values()];
}
