import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceDto } from '@shared/schemas/billing';
import type { InvoiceLedger } from '@shared/schemas/payments';
import { InvoicePayments } from './invoice-payments';

const INVOICE = { id: 'inv-1', currency: 'EUR', amountMinor: 50_000, can: { refund: false } } as unknown as InvoiceDto;

/** Paid in full, then a credit note of EUR 100.00: the same figures the PDF prints. */
const LEDGER: InvoiceLedger = {
  invoiceId: 'inv-1',
  amountMinor: 50_000,
  amountPaidMinor: 50_000,
  amountCreditedMinor: 10_000,
  balanceMinor: 0,
  payments: [
    {
      id: 'pay-1',
      invoiceId: 'inv-1',
      kind: 'payment',
      amountMinor: 50_000,
      currency: 'EUR',
      paidOn: '2026-11-02',
      method: 'bank_transfer',
      reference: null,
      note: null,
      refundOfId: null,
      refundableMinor: 50_000,
      createdAt: '2026-11-02T10:00:00.000Z',
    },
  ],
  creditNotes: [],
};

function renderWith(ledger: InvoiceLedger) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(ledger), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <InvoicePayments invoice={INVOICE} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('InvoicePayments', () => {
  it('says what was moved to the credit balance when paid and credited above the total, as the PDF does', async () => {
    renderWith(LEDGER);
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(within(payments).getByText('Plus moved to the credit balance').nextSibling?.textContent).toBe('€100.00');
    expect(screen.getByTestId('invoice-balance').textContent).toBe('€0.00');
  });

  it('has no such line when nothing went above the total', async () => {
    renderWith({ ...LEDGER, amountCreditedMinor: 0 });
    await screen.findByRole('region', { name: 'Payments' });
    expect(screen.queryByText('Plus moved to the credit balance')).toBeNull();
  });
});
