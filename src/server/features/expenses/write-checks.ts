/**
 * What every expense write checks before it writes (docs/decisions/0116-expenses-api.md): the project is one the caller
 * works on, the task and milestone are that project's, the category is active, and the tax rate is an active one of
 * Settings > Billing, whose name, rate and kind are copied as document lines copy them. Each refusal is a 400 on its
 * field. Also the live events an expense write publishes.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Currency } from '@shared/enums';
import type { LineTax } from '@shared/document-totals';
import { projectScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import { expenseCategories, milestones, projects, taxRates, tasks } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/transaction';
import { validationFailed, type FieldErrors } from '../../errors';
import { publishLive, type LiveEvent } from '../../live/publish';

export interface ProjectFacts {
  projectId: string;
  clientId: string;
  currency: Currency;
  billableByDefault: boolean;
}

export interface TaxFacts {
  taxRateId: string | null;
  tax: LineTax | null;
}

/** What the expense names, checked together so the form shows every wrong field at once. */
export interface Named {
  projectId: string;
  taskId?: string | null;
  milestoneId?: string | null;
  categoryId?: string | null;
  taxRateId?: string | null;
}

export async function checkNamed(
  db: DbOrTx,
  user: CurrentUser,
  named: Named,
  changed: { category: boolean; taxRate: boolean },
): Promise<{ project: ProjectFacts; tax: TaxFacts | null }> {
  const errors: FieldErrors = {};
  const [project] = await db
    .select({
      projectId: projects.id,
      clientId: projects.clientId,
      currency: projects.currency,
      billableByDefault: projects.billableByDefault,
    })
    .from(projects)
    .where(and(eq(projects.id, named.projectId), projectScope(user)));
  if (!project) errors.projectId = 'Choose one of your projects';
  if (named.taskId) {
    const [task] = await db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.id, named.taskId), eq(tasks.projectId, named.projectId)));
    if (!task) errors.taskId = 'Choose a task of this project';
  }
  if (named.milestoneId) {
    const [milestone] = await db
      .select({ id: milestones.id })
      .from(milestones)
      .where(and(eq(milestones.id, named.milestoneId), eq(milestones.projectId, named.projectId)));
    if (!milestone) errors.milestoneId = 'Choose a milestone of this project';
  }
  // A category archived since it was chosen stays on the expense; a new choice must be an active one.
  if (changed.category && named.categoryId) {
    const [category] = await db
      .select({ id: expenseCategories.id })
      .from(expenseCategories)
      .where(and(eq(expenseCategories.id, named.categoryId), isNull(expenseCategories.archivedAt)));
    if (!category) errors.categoryId = 'Choose an active category';
  }
  let tax: TaxFacts | null = null;
  if (changed.taxRate) {
    if (!named.taxRateId) tax = { taxRateId: null, tax: null };
    else {
      const [rate] = await db
        .select()
        .from(taxRates)
        .where(and(eq(taxRates.id, named.taxRateId), isNull(taxRates.archivedAt)));
      if (!rate) errors.taxRateId = 'Choose one of the active tax rates';
      else tax = { taxRateId: rate.id, tax: { name: rate.name, rateMillionths: rate.rateMillionths, inclusive: rate.inclusive } };
    }
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { project: { ...project!, currency: project!.currency as Currency }, tax };
}

/**
 * Open lists refresh on staff tabs that may see the project (staff-only: a client learns of an expense when it is on
 * an invoice or approved, and a list refetch answers what they may see), and the author's own tabs.
 */
export function publishExpense(tx: Tx, expense: { id: string; userId: string | null; projectId: string; clientId: string }) {
  const events: LiveEvent[] = [
    { topic: 'expense', id: expense.id, projectId: expense.projectId, clientId: expense.clientId, staffOnly: true },
  ];
  if (expense.userId) events.push({ topic: 'expense', id: expense.id, userId: expense.userId });
  return publishLive(tx, events);
}
