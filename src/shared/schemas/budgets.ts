/**
 * Rates, budgets and estimates (decision 0048): the fields the project, milestone, task and team inputs gain, a
 * project's spent-vs-budget, and a person's cost rate and capacity. The API speaks integer minor units and minutes;
 * the forms turn hours and amounts into them (src/web/lib/hours-and-money-text.ts).
 */
import { z } from 'zod';
import { CURRENCIES } from '../enums';

/** The most a rate or a budget may be: ten million in major units, far above any agency's. */
export const MAX_MONEY_MINOR = 1_000_000_000;
/** The most hours a budget or estimate may hold: a hundred thousand. */
export const MAX_BUDGET_MINUTES = 100_000 * 60;

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, min === 0 ? `${label} cannot be negative` : `${label} must be more than zero`)
    .max(max, `${label} is too large`);

/** An hourly rate in minor units; null: none (a project's), or the project's (a person's on a project). */
export const hourlyRateField = wholeNumber('Hourly rate', 0, MAX_MONEY_MINOR).nullable();
export const currencyField = z.enum(CURRENCIES, { error: 'validation.common.chooseCurrency' });
export const billableByDefaultField = z.boolean({ error: 'validation.budgets.billableDefaultYes' });
/** A budget of hours as minutes; null: no hours budget. */
export const budgetMinutesField = wholeNumber('Budget (hours)', 1, MAX_BUDGET_MINUTES).nullable();
/** A budget of money in minor units of the project's currency; null: no money budget. */
export const budgetMinorField = wholeNumber('Budget (amount)', 1, MAX_MONEY_MINOR).nullable();
/** A milestone's or task's planned time as minutes; null: not estimated. */
export const estimatedMinutesField = wholeNumber('Estimated hours', 1, MAX_BUDGET_MINUTES).nullable();

/** What the project inputs gain (each optional: absent leaves it as it is, or its default on create). */
export const projectBudgetFields = {
  hourlyRateMinor: hourlyRateField.optional(),
  currency: currencyField.optional(),
  billableByDefault: billableByDefaultField.optional(),
  budgetMinutes: budgetMinutesField.optional(),
  budgetMinor: budgetMinorField.optional(),
};

/**
 * What the project DTO carries: rates and the money budget only for those who see billing rates (projects.manage);
 * hours budget for everyone who sees the project. Hidden values are null.
 */
export const ProjectMoney = z.object({
  hourlyRateMinor: z.number().int().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  billableByDefault: z.boolean().nullable(),
  budgetMinutes: z.number().int().nullable(),
  budgetMinor: z.number().int().nullable(),
});
export type ProjectMoney = z.infer<typeof ProjectMoney>;

/** A person's rate on a project: a number overrides the project's rate; null goes back to it. */
export const TeamRateInput = z.strictObject({ hourlyRateMinor: hourlyRateField });
export type TeamRateInput = z.input<typeof TeamRateInput>;

const Spent = z.object({
  /** Finished entries' minutes (running timers are not counted until stopped). */
  spentMinutes: z.number().int(),
  /** Only of time estimated for it: null when it has no estimate. */
  estimatedMinutes: z.number().int().nullable(),
});

export const BudgetMilestoneRow = Spent.extend({ id: z.string().nullable(), name: z.string() });
export const BudgetTaskRow = Spent.extend({ id: z.string(), title: z.string() });

export const ProjectBudget = z.object({
  projectId: z.string(),
  spentMinutes: z.number().int(),
  billableMinutes: z.number().int(),
  budgetMinutes: z.number().int().nullable(),
  /** Money: null for those who do not see billing rates. */
  currency: z.enum(CURRENCIES).nullable(),
  /** Billed time plus the approved and invoiced expenses' cost before tax, in the project's currency (decision 0120). */
  spentMinor: z.number().int().nullable(),
  /** The expenses' part of spentMinor. */
  expensesMinor: z.number().int().nullable(),
  budgetMinor: z.number().int().nullable(),
  /** The project's milestones in their order, then (id null) time on tasks without a milestone, if any. */
  milestones: z.array(BudgetMilestoneRow),
  /** The tasks with the most time, most first. */
  topTasks: z.array(BudgetTaskRow),
});
export type ProjectBudget = z.infer<typeof ProjectBudget>;

export const UserRates = z.object({
  userId: z.string(),
  costRateMinor: z.number().int(),
  weeklyCapacityMinutes: z.number().int(),
  /** Null until an admin first sets them (the defaults are shown meanwhile). */
  updatedAt: z.string().nullable(),
});
export type UserRates = z.infer<typeof UserRates>;

export const UserRatesInput = z.strictObject({
  costRateMinor: wholeNumber('Cost rate', 0, MAX_MONEY_MINOR),
  weeklyCapacityMinutes: wholeNumber('Capacity', 0, 7 * 24 * 60),
});
export type UserRatesInput = z.input<typeof UserRatesInput>;
