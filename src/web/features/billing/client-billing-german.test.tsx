import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Billing, InvoiceDto } from '@shared/schemas/billing';
import { activateLanguage } from '@web/lib/i18n';
import { ClientBillingPanel } from './client-billing-panel';

const CLIENT = { id: '3e4dd2a2-523f-43cb-a3e9-3a75a015478d', name: 'Animas Valley Health' };

/** An open euro invoice of 1,234.50 on net 14 days, as a client user reads it. */
const INVOICE = {
  id: 'i1',
  clientId: CLIENT.id,
  invoiceNumber: 'INV-0042',
  description: null,
  amountMinor: 123_450,
  currency: 'EUR',
  status: 'open',
  overdue: false,
  dueDate: '2026-12-15',
  poNumber: null,
  paymentTermsDays: 14,
  paidAt: null,
  issuedAt: '2026-12-01T10:00:00Z',
  hostedInvoiceUrl: 'https://invoice.stripe.test/i/in_1',
  stripeInvoiceId: 'in_1',
  createdAt: '2026-12-01T10:00:00Z',
  items: [
    {
      id: 'it1',
      description: 'Design',
      quantity: 1,
      quantityThousandths: 1000,
      unit: null,
      unitAmountMinor: 123_450,
      discountBasisPoints: 0,
      discountMinor: 0,
      taxRateId: null,
      taxName: null,
      taxRateMillionths: 0,
      taxInclusive: false,
      netMinor: 123_450,
      taxMinor: 0,
      totalMinor: 123_450,
    },
  ],
  amountPaidMinor: 0,
  amountCreditedMinor: 0,
  balanceMinor: 123_450,
  subtotalMinor: 123_450,
  discountMinor: 0,
  taxMinor: 0,
  lateFeeMinor: 0,
  taxes: [],
  can: { issue: false, edit: false, markPaid: false, void: false, refund: false, creditNote: false },
} satisfies InvoiceDto;

const figure = { amountMinor: 123_450, count: 1 };
const BILLING: Billing = {
  mode: 'stripe',
  client: CLIENT,
  defaultCurrency: 'EUR',
  customer: { status: 'completed', stripeCustomerId: 'cus_1', createdAt: '2026-01-01T00:00:00Z' },
  invoices: { items: [INVOICE], total: 1, page: 1, pageSize: 20 },
  totals: {
    currency: 'EUR',
    total: figure,
    paid: { amountMinor: 0, count: 0 },
    outstanding: figure,
    overdue: { amountMinor: 0, count: 0 },
  },
  otherCurrencies: [],
  paymentInstructions: [],
  abilities: { createInvoice: false, manageStatus: false, readStatement: false, emailStatement: false },
};

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(async () => {
  await activateLanguage('de', { audience: 'client' });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => json(String(url).includes('/history') ? { entries: [] } : BILLING));
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await activateLanguage('en', { audience: 'staff' });
});

describe('A client reads its invoices in German', () => {
  it('shows the list, the totals and the invoice details in German, with de-DE amounts', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ClientBillingPanel client={CLIENT} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Rechnungen (1)' })).toBeTruthy();
    expect(screen.getByText('Insgesamt berechnet')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Fälligkeitsdatum' })).toBeTruthy();
    const row = screen.getByRole('row', { name: /INV-0042/ });
    expect(within(row).getByText('1.234,50 €')).toBeTruthy();
    expect(within(row).getByRole('link', { name: /Jetzt bezahlen/ })).toBeTruthy();
    // A client never sees the staff's buttons.
    expect(screen.queryByRole('button', { name: 'Rechnung erstellen' })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Details zur Rechnung INV-0042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechnungsdetails' });
    expect(within(dialog).getByText('Rechnung Nr. INV-0042')).toBeTruthy();
    expect(within(dialog).getByText('14 Tage netto')).toBeTruthy();
    expect(within(dialog).getByText('Zwischensumme')).toBeTruthy();
    // Intl puts a no-break space before the euro sign.
    expect(
      within(dialog)
        .getByTestId('invoice-details-total')
        .textContent?.replace(/\u00a0/g, ' '),
    ).toBe('1.234,50 €');
    expect(within(dialog).getByText('15.12.2026')).toBeTruthy();
  });
});
