/**
 * A project's rates and budgets (decision 0048): who reads them, and the warnings a changed budget re-arms.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { seesBillingRates } from '@shared/policies/time';
import type { ProjectMoney } from '@shared/schemas/budgets';
import type { CurrentUser } from '../../context';
import { projectBudgetAlerts, projects } from '../../db/schema';
import type { Tx } from '../../db/transaction';

type Stored = Pick<typeof projects.$inferSelect, 'hourlyRateMinor' | 'currency' | 'billableByDefault' | 'budgetMinutes' | 'budgetMinor'>;

/** Rates and the money budget only for those who set them; the hours budget for all who see the project. */
export function projectMoney(row: Stored, user: CurrentUser): ProjectMoney {
  const money = seesBillingRates(user);
  return {
    hourlyRateMinor: money ? row.hourlyRateMinor : null,
    currency: money ? (row.currency as ProjectMoney['currency']) : null,
    billableByDefault: money ? row.billableByDefault : null,
    budgetMinutes: row.budgetMinutes,
    budgetMinor: money ? row.budgetMinor : null,
  };
}

/**
 * A budget sent anew (even the same figure) starts its warnings over: the manager who raises a budget wants to hear
 * when the new one runs short. The next time write checks again (src/server/budget-alerts.ts). A money
 * budget also re-arms when the currency changes, since the figure means something else.
 */
export async function rearmBudgetAlerts(tx: Tx, projectId: string, values: Partial<Stored>): Promise<void> {
  const measures: ('hours' | 'money')[] = [];
  if ('budgetMinutes' in values) measures.push('hours');
  if ('budgetMinor' in values || 'currency' in values) measures.push('money');
  if (measures.length === 0) return;
  await tx
    .delete(projectBudgetAlerts)
    .where(and(eq(projectBudgetAlerts.projectId, projectId), inArray(projectBudgetAlerts.measure, measures)));
}
