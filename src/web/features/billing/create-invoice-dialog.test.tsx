import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaxRateDto } from '@shared/schemas/billing-setup';
import type { InvoiceDto } from '@shared/schemas/billing';
import { CreateInvoiceDialog } from './create-invoice-dialog';

const rate = (over: Partial<TaxRateDto>): TaxRateDto => ({
  id: 'vat-20',
  name: 'VAT',
  rateMillionths: 200_000,
  inclusive: false,
  familyId: 'vat-20',
  archivedAt: null,
  ...over,
});

/** A draft of one line of 100.00 whose tax rate is `taxRateId`. */
const draft = (taxRateId: string) =>
  ({
    id: 'd1',
    clientId: 'c1',
    invoiceNumber: null,
    description: null,
    currency: 'USD',
    status: 'draft',
    dueDate: '2999-01-01',
    poNumber: null,
    paymentTermsDays: null,
    items: [{ description: 'Design', quantityThousandths: 1000, unit: null, unitAmountMinor: 10_000, discountBasisPoints: 0, taxRateId }],
  }) as unknown as InvoiceDto;

function renderDraft(taxRateId: string, rates: TaxRateDto[]) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () => new Response(JSON.stringify({ items: rates }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CreateInvoiceDialog client={{ id: 'c1', name: 'Acme' }} draft={draft(taxRateId)} onOpenChange={() => {}} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("a draft's tax rates", () => {
  it('shows a line whose rate was edited since at the rate it will be priced at, and totals with it', async () => {
    renderDraft('vat-20', [rate({ archivedAt: '2026-01-01T00:00:00Z' }), rate({ id: 'vat-21', rateMillionths: 210_000 })]);
    const tax = screen.getByLabelText('Item 1 tax') as HTMLSelectElement;
    await waitFor(() => expect(tax.value).toBe('vat-21'));
    expect(screen.getByTestId('invoice-total').textContent).toBe('$121.00');
  });

  it('shows No tax for a line whose rate was archived as a whole', async () => {
    renderDraft('gone', [rate({ id: 'gone', familyId: 'gone', archivedAt: '2026-01-01T00:00:00Z' }), rate({})]);
    const tax = screen.getByLabelText('Item 1 tax') as HTMLSelectElement;
    await waitFor(() => expect(tax.options.length).toBe(2));
    expect(tax.value).toBe('');
    expect(screen.getByTestId('invoice-total').textContent).toBe('$100.00');
  });
});

describe('a discount on the whole invoice', () => {
  it('takes the same percentage off every line, each line keeping its own field', async () => {
    renderDraft('', [rate({})]);
    fireEvent.change(screen.getByLabelText('Discount on the whole invoice (%)'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply to All Lines' }));
    await waitFor(() => expect(screen.getByTestId('invoice-total').textContent).toBe('$90.00'));
    expect((screen.getByLabelText('Item 1 discount percent') as HTMLInputElement).value).toBe('10');
  });
});
