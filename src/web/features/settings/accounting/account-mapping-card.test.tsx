import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { AccountMapping } from '@shared/schemas/accounting';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '../../../test/render';
import { AccountMappingCard } from './account-mapping-card';

const entry = (e: Partial<AccountMapping['entries'][number]> & Pick<AccountMapping['entries'][number], 'kind' | 'key' | 'label'>) => ({
  accountCode: e.defaultCode ?? '200',
  accountName: null,
  defaultCode: '200',
  isDefault: true,
  archived: false,
  ...e,
});

const MAPPING: AccountMapping = {
  entries: [
    entry({ kind: 'fixed', key: 'sales', label: 'Sales', accountCode: '4000', isDefault: false }),
    entry({ kind: 'fixed', key: 'receivables', label: 'Accounts receivable', defaultCode: '610', accountCode: '610' }),
    entry({ kind: 'category', key: 'cat-1', label: 'Software', defaultCode: '429', accountCode: '429' }),
    entry({ kind: 'tax_rate', key: 'fam-1', label: 'VAT 20%', defaultCode: '820', accountCode: '820' }),
    entry({ kind: 'payment_method', key: 'card', label: 'Card', defaultCode: '090', accountCode: '090' }),
  ],
};

const puts = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

describe('AccountMappingCard', () => {
  resetAfterEach();

  it('shows set codes and defaults as placeholders, and sends only the accounts changed (an emptied one back to default)', async () => {
    const fetchMock = stubFetch((_url, init) => (init?.method === 'PUT' ? json(MAPPING) : json(MAPPING)));
    renderWithQueries(
      <>
        <AccountMappingCard />
        <Toaster />
      </>,
    );
    const sales = (await screen.findByLabelText('Sales')) as HTMLInputElement;
    expect(sales.value).toBe('4000');
    const software = screen.getByLabelText('Software') as HTMLInputElement;
    expect(software.value).toBe('');
    expect(software.placeholder).toBe('429');

    fireEvent.change(software, { target: { value: '6100' } });
    fireEvent.change(screen.getByLabelText('VAT 20%: name in your accounting system'), { target: { value: '20% (VAT on Income)' } });
    fireEvent.change(sales, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save account mapping' }));
    await screen.findByText('Account mapping saved');
    expect(puts(fetchMock)).toEqual([
      {
        entries: [
          { kind: 'fixed', key: 'sales', accountCode: '', accountName: '' },
          { kind: 'category', key: 'cat-1', accountCode: '6100', accountName: '' },
          { kind: 'tax_rate', key: 'fam-1', accountCode: '820', accountName: '20% (VAT on Income)' },
        ],
      },
    ]);
  });

  it("puts the server's message under the field it refused", async () => {
    stubFetch((_url, init) =>
      init?.method === 'PUT'
        ? json(
            {
              error: {
                code: 'validation_failed',
                message: 'Some fields are invalid.',
                fields: { 'entries.0.key': 'No category "cat-1" to map' },
              },
            },
            400,
          )
        : json(MAPPING),
    );
    renderWithQueries(
      <>
        <AccountMappingCard />
        <Toaster />
      </>,
    );
    fireEvent.change(await screen.findByLabelText('Software'), { target: { value: '6100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save account mapping' }));
    await waitFor(() => expect(screen.getByText('No category "cat-1" to map')).toBeTruthy());
  });
});
