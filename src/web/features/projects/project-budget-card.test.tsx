import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProjectBudget } from '@shared/schemas/budgets';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '../../test/render';
import { ProjectBudgetCard } from './project-budget-card';

const PROJECT = '11111111-1111-4111-8111-111111111111';
const budget = (overrides: Partial<ProjectBudget>): ProjectBudget => ({
  projectId: PROJECT,
  spentMinutes: 120,
  billableMinutes: 120,
  budgetMinutes: null,
  currency: 'USD',
  spentMinor: 90_000,
  expensesMinor: 20_000,
  budgetMinor: 100_000,
  milestones: [],
  topTasks: [],
  ...overrides,
});

resetAfterEach();

describe('ProjectBudgetCard', () => {
  it('counts the approved expenses in the amount spent, and says how much of it they are (decision 0120)', async () => {
    stubFetch(() => json(budget({})));
    renderWithQueries(<ProjectBudgetCard projectId={PROJECT} version="v1" />);
    expect(await screen.findByText('$900.00 of $1,000.00')).toBeTruthy();
    expect(screen.getByText('The amount includes $200.00 of approved expenses.')).toBeTruthy();
  });

  it('says nothing of expenses to those who see no money', async () => {
    stubFetch(() => json(budget({ currency: null, spentMinor: null, expensesMinor: null, budgetMinor: null })));
    renderWithQueries(<ProjectBudgetCard projectId={PROJECT} version="v1" />);
    expect(await screen.findByText('2 h of the time is billable.', { exact: false })).toBeTruthy();
    expect(screen.queryByText(/approved expenses/)).toBeNull();
  });
});
