import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectBudget } from '@shared/schemas/budgets';
import { activateLanguage } from '@web/lib/i18n';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '../../test/render';
import { ProjectBudgetCard } from './project-budget-card';

const PROJECT = '11111111-1111-4111-8111-111111111111';
const BUDGET: ProjectBudget = {
  projectId: PROJECT,
  spentMinutes: 120,
  billableMinutes: 120,
  budgetMinutes: null,
  currency: 'USD',
  spentMinor: 1_234_550,
  expensesMinor: 20_000,
  budgetMinor: 2_000_000,
  milestones: [],
  topTasks: [],
};

resetAfterEach();

describe('ProjectBudgetCard in Spanish', () => {
  beforeEach(async () => {
    await activateLanguage('es', { audience: 'client' });
  });
  afterEach(async () => {
    await activateLanguage('en', { audience: 'staff' });
  });

  it('names the budget in Spanish and writes amounts as es-MX does', async () => {
    stubFetch(() => json(BUDGET));
    renderWithQueries(<ProjectBudgetCard projectId={PROJECT} version="v1" />);
    expect(screen.getByRole('heading', { name: 'Presupuesto' })).toBeTruthy();
    // es-MX groups thousands with a comma and writes decimals with a point, and names the dollar: USD 12,345.50.
    expect(await screen.findByText('USD 12,345.50 de USD 20,000.00')).toBeTruthy();
    expect(screen.getByText('El importe incluye USD 200.00 en gastos aprobados.')).toBeTruthy();
    expect(screen.getByText('Importe')).toBeTruthy();
  });
});
