import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProfitReport } from '@shared/schemas/profit-report';
import { activateLanguage } from '@web/lib/i18n';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '../../test/render';
import { meAs, signedIn } from '../../test/me';
import { ProfitReportPage } from './profit-report-page';

const FIGURES = {
  currency: 'USD',
  revenueInvoicedMinor: 1_234_550,
  creditedMinor: 0,
  revenueCollectedMinor: 1_000_000,
  timeCostMinor: 400_000,
  expensesMinor: 50_000,
  marginMinor: 784_550,
  marginPercent: 63.5,
} as const;

const REPORT: ProfitReport = {
  items: [{ project: { id: 'p1', name: 'Tienda en línea' }, client: { id: 'c1', name: 'Mesa Verde Outfitters' }, month: null, ...FIGURES }],
  total: 1,
  page: 1,
  pageSize: 25,
  from: '2026-01',
  to: '2026-11',
  groupBy: 'project',
  totals: [FIGURES],
  months: [{ month: '2026-11', ...FIGURES }],
  topClients: [{ client: { id: 'c1', name: 'Mesa Verde Outfitters' }, ...FIGURES }],
};

/** Reports > Profit read by a Spanish-speaking owner: the report's words and its amounts in es-MX. */
describe('the profit report in Spanish', () => {
  resetAfterEach();
  beforeEach(() => activateLanguage('es', { audience: 'staff', locale: 'es-MX' }));
  afterEach(() => activateLanguage('en', { audience: 'staff' }));

  it('names its figures and period in Spanish', async () => {
    stubFetch(() => json(REPORT));
    renderWithQueries(<ProfitReportPage />, { at: '/reports/profit', seed: signedIn(meAs('admin')) });
    const table = await screen.findByRole('table', { name: /^Rentabilidad por proyecto, / });
    expect(within(table).getByRole('columnheader', { name: 'Ingresos facturados' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Margen %' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Rentabilidad' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Agrupar por' })).toBeTruthy();
  });
});
