import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TaxRateDto } from '@shared/schemas/billing-setup';
import type { AccountMapping } from '@shared/schemas/accounting';
import { activateLanguage } from '@web/lib/i18n';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '../../../test/render';
import { AccountMappingCard } from '../accounting/account-mapping-card';
import { TaxRatesCard } from './tax-rates-card';

const RATE: TaxRateDto = { id: 'r1', name: 'MwSt', rateMillionths: 190_000, inclusive: true, familyId: 'r1', archivedAt: null };
const MAPPING: AccountMapping = {
  entries: [
    {
      kind: 'tax_rate',
      key: 'r1',
      label: 'MwSt',
      accountCode: '820',
      accountName: null,
      defaultCode: '820',
      isDefault: true,
      archived: true,
    },
  ],
};

/** Settings > Billing and Accounting, read by a German-speaking admin: the cards' own words come from the catalogs. */
describe('billing settings in German', () => {
  resetAfterEach();
  beforeEach(() => activateLanguage('de', { audience: 'staff' }));
  afterEach(() => activateLanguage('en', { audience: 'staff' }));

  it('shows the tax rates card in German', async () => {
    stubFetch(() => json({ items: [RATE] }));
    renderWithQueries(<TaxRatesCard />);
    expect(await screen.findByText('In den Preisen enthalten')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Steuersätze' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'MwSt bearbeiten' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Steuersatz hinzufügen' })).toBeTruthy();
  });

  it('shows the account mapping card in German, with the server-given names as they are', async () => {
    stubFetch(() => json(MAPPING));
    renderWithQueries(<AccountMappingCard />);
    expect(await screen.findByLabelText('MwSt (archiviert)')).toBeTruthy();
    expect(screen.getByLabelText('MwSt: Name in Ihrer Buchhaltung')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kontenzuordnung speichern' })).toBeTruthy();
  });
});
