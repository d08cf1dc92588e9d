import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Billing, InvoiceDto } from '@shared/schemas/billing';
import { defaultDueDate } from './billing-format';
import { ClientBillingPanel } from './client-billing-panel';

const CLIENT = { id: '3e4dd2a2-523f-43cb-a3e9-3a75a015478d', name: 'Animas Valley Health' };
const zero = { amountMinor: 0, count: 0 };

const invoice = (over: Partial<InvoiceDto>): InvoiceDto => ({
  id: 'i1',
  clientId: CLIENT.id,
  invoiceNumber: 'FAKE-0001',
  description: null,
  amountMinor: 5997,
  currency: 'USD',
  status: 'open',
  overdue: true,
  dueDate: '2020-01-01',
  poNumber: null,
  paymentTermsDays: null,
  paidAt: null,
  issuedAt: '2026-01-01T10:00:00Z',
  hostedInvoiceUrl: 'https://invoice.stripe.test/i/in_1',
  stripeInvoiceId: 'in_1',
  createdAt: '2026-01-01T10:00:00Z',
  items: [
    {
      id: 'it1',
      description: 'Design hours',
      quantity: 3,
      quantityThousandths: 3000,
      unit: null,
      unitAmountMinor: 1999,
      discountBasisPoints: 0,
      discountMinor: 0,
      taxRateId: null,
      taxName: null,
      taxRateMillionths: 0,
      taxInclusive: false,
      netMinor: 5997,
      taxMinor: 0,
      totalMinor: 5997,
    },
  ],
  amountPaidMinor: 0,
  amountCreditedMinor: 0,
  balanceMinor: 5997,
  subtotalMinor: 5997,
  discountMinor: 0,
  taxMinor: 0,
  lateFeeMinor: 0,
  taxes: [],
  can: { issue: false, edit: false, markPaid: false, void: false, refund: false, creditNote: false },
  ...over,
});

type BillingOver = Partial<Omit<Billing, 'invoices'>> & { invoices?: InvoiceDto[]; total?: number; page?: number };

/** A billing answer whose invoices are one page: `invoices` are that page's, `total` all of them (default: the page's). */
function billing({ invoices, total, page = 1, ...over }: BillingOver): Billing {
  const items = invoices ?? [
    invoice({}),
    invoice({ id: 'i2', invoiceNumber: 'FAKE-0002', status: 'paid', overdue: false, hostedInvoiceUrl: 'https://x.test/2' }),
  ];
  return {
    mode: 'stripe',
    client: CLIENT,
    defaultCurrency: 'USD',
    customer: { status: 'completed', stripeCustomerId: 'cus_1', createdAt: '2026-01-01T00:00:00Z' },
    invoices: { items, total: total ?? items.length, page, pageSize: 20 },
    totals: {
      currency: 'USD',
      total: { amountMinor: 11994, count: 2 },
      paid: { amountMinor: 5997, count: 1 },
      outstanding: { amountMinor: 5997, count: 1 },
      overdue: { amountMinor: 5997, count: 1 },
    },
    otherCurrencies: [],
    paymentInstructions: [],
    abilities: { createInvoice: true, manageStatus: false, readStatement: false, emailStatement: false },
    ...over,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderPanel(data: Billing) {
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(data));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ClientBillingPanel client={CLIENT} />
    </QueryClientProvider>,
  );
  return fetchSpy;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ClientBillingPanel', () => {
  it('shows the invoices with Unpaid, Overdue and Pay Now only for an open invoice with a hosted page', async () => {
    renderPanel(billing({}));
    expect(await screen.findByRole('heading', { name: 'Invoices (2)' })).toBeTruthy();
    const open = screen.getByRole('row', { name: /FAKE-0001/ });
    expect(within(open).getByText('Unpaid')).toBeTruthy();
    expect(within(open).getByText('Overdue')).toBeTruthy();
    expect(
      within(open)
        .getByRole('link', { name: /Pay Now/ })
        .getAttribute('href'),
    ).toBe('https://invoice.stripe.test/i/in_1');
    expect(within(screen.getByRole('row', { name: /FAKE-0002/ })).queryByRole('link', { name: /Pay Now/ })).toBeNull();
    expect(screen.getByText('cus_1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sync with Stripe' })).toBeTruthy();
  });

  it('pages the invoices 20 at a time: the count is of all of them, Next asks the server for the next page', async () => {
    const numbered = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => invoice({ id: `p${from + i}`, invoiceNumber: `INV-${String(from + i).padStart(4, '0')}` }));
    const fetchSpy = renderPanel(billing({ invoices: numbered(1, 20), total: 45 }));
    expect(await screen.findByRole('heading', { name: 'Invoices (45)' })).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Invoice pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('row', { name: /INV-0020/ })).toBeTruthy();
    const billingCalls = () => fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/billing'));
    expect(billingCalls()).toEqual([`/api/clients/${CLIENT.id}/billing?page=1&pageSize=20`]);

    fetchSpy.mockImplementation(async () => json(billing({ invoices: numbered(21, 20), total: 45, page: 2 })));
    fireEvent.click(within(pager).getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('row', { name: /INV-0021/ })).toBeTruthy();
    expect(screen.queryByRole('row', { name: /INV-0020/ })).toBeNull();
    expect(within(pager).getByText('Page 2 of 3')).toBeTruthy();
    expect(billingCalls().at(-1)).toBe(`/api/clients/${CLIENT.id}/billing?page=2&pageSize=20`);
  });

  it('a single page shows no pager', async () => {
    renderPanel(billing({}));
    await screen.findByRole('heading', { name: 'Invoices (2)' });
    expect(screen.queryByRole('navigation', { name: 'Invoice pages' })).toBeNull();
  });

  it('a client user reads only: no create, no sync', async () => {
    renderPanel(billing({ abilities: { createInvoice: false, manageStatus: false, readStatement: false, emailStatement: false } }));
    await screen.findByRole('heading', { name: 'Invoices (2)' });
    expect(screen.queryByRole('button', { name: /Create Invoice/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sync with Stripe' })).toBeNull();
  });

  it('without a customer: the text and the button; creating an invoice waits for the customer', async () => {
    renderPanel(
      billing({ customer: null, invoices: [], totals: { currency: 'USD', total: zero, paid: zero, outstanding: zero, overdue: zero } }),
    );
    expect(await screen.findByText('No Stripe customer yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Stripe Customer' })).toBeTruthy();
    expect((screen.getByRole('button', { name: /Create Invoice/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('pending: the spinner text', async () => {
    renderPanel(billing({ customer: { status: 'pending', stripeCustomerId: null, createdAt: '2026-01-01T00:00:00Z' } }));
    expect(await screen.findByText('Creating Stripe customer...')).toBeTruthy();
  });

  it('manual mode says online payment is off, and names nothing after Stripe', async () => {
    renderPanel(
      billing({
        mode: 'manual',
        customer: null,
        abilities: { createInvoice: true, manageStatus: true, readStatement: false, emailStatement: false },
      }),
    );
    expect(await screen.findByText(/Online payment is off/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Online payment' })).toBeTruthy();
    expect(screen.queryAllByRole('heading').filter((h) => /Stripe/.test(h.textContent ?? ''))).toEqual([]);
    expect(screen.queryByRole('button', { name: /Stripe/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create Stripe Customer' })).toBeNull();
    expect((screen.getByRole('button', { name: /Create Invoice/ }) as HTMLButtonElement).disabled).toBe(false);
    // No instructions from the server: no card.
    expect(screen.queryByRole('heading', { name: 'How to pay' })).toBeNull();
  });

  it('shows how to pay in each currency the server names (decision 0100)', async () => {
    const paymentInstructions = [
      { currency: 'USD' as const, instructions: 'Wire to account 1234' },
      { currency: 'EUR' as const, instructions: 'IBAN DE00 1234' },
    ];
    renderPanel(billing({ mode: 'manual', customer: null, paymentInstructions }));
    const card = (await screen.findByRole('heading', { name: 'How to pay' })).closest('section')!;
    expect(within(card).getByRole('heading', { name: 'In EUR' })).toBeTruthy();
    expect(within(card).getByText('IBAN DE00 1234')).toBeTruthy();
    expect(within(card).getByText('Wire to account 1234')).toBeTruthy();
  });

  it('the invoice form: defaults, labels, total, and a message for each refused field instead of a dead button', async () => {
    const fetchSpy = renderPanel(billing({}));
    fireEvent.click(await screen.findByRole('button', { name: /Create Invoice/ }));
    const dialog = screen.getByRole('dialog', { name: `Create New Invoice for ${CLIENT.name}` });
    const submit = within(dialog).getByRole('button', { name: 'Create Invoice' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
    expect((within(dialog).getByLabelText('Due Date') as HTMLInputElement).value).toBe(defaultDueDate());
    expect((within(dialog).getByLabelText('Send email to client') as HTMLInputElement).checked).toBe(false);
    expect((within(dialog).getByLabelText('Currency') as HTMLSelectElement).value).toBe('USD');
    expect(within(dialog).queryByRole('button', { name: /Remove item/ })).toBeNull();
    // Visible labels on a line item.
    expect(within(dialog).getByText('Quantity', { selector: 'label' })).toBeTruthy();
    expect(within(dialog).getByText('Unit price', { selector: 'label' })).toBeTruthy();

    // A 0 unit price, a past due date: the button says what is wrong, next to each field, and sends nothing.
    fireEvent.change(within(dialog).getByLabelText('Due Date'), { target: { value: '2020-01-01' } });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Unit price must be greater than 0')).toBeTruthy();
    expect(within(dialog).getByText('The due date cannot be before the issue date (today)')).toBeTruthy();
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    // Too much: each field's limit, and the total's.
    fireEvent.change(within(dialog).getByLabelText('Due Date'), { target: { value: defaultDueDate() } });
    fireEvent.change(within(dialog).getByLabelText('Item 1 quantity'), { target: { value: '100000' } });
    fireEvent.change(within(dialog).getByLabelText('Item 1 unit price'), { target: { value: '10000000' } });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Quantity must be at most 10,000')).toBeTruthy();
    expect(within(dialog).getByText('Unit price must be at most 1,000,000.00')).toBeTruthy();
    expect(within(dialog).getByText('The invoice total must be at most 10,000,000.00')).toBeTruthy();
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    // A decimal quantity and a line discount: 7.5 x 19.99 = 149.925, rounded once to 149.93, less 10% (14.99) = 134.94.
    fireEvent.change(within(dialog).getByLabelText('Item 1 quantity'), { target: { value: '7.5' } });
    fireEvent.change(within(dialog).getByLabelText('Item 1 unit price'), { target: { value: '19.99' } });
    fireEvent.change(within(dialog).getByLabelText('Item 1 discount percent'), { target: { value: '10' } });
    await waitFor(() => expect(within(dialog).getByTestId('invoice-total').textContent).toBe('$134.94'));
    fireEvent.change(within(dialog).getByLabelText('Item 1 description'), { target: { value: 'Design hours' } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Line Item' }));
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: /Remove item/ })).toHaveLength(2));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove item 2' }));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /Remove item/ })).toBeNull());

    fetchSpy.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') return json(invoice({ invoiceNumber: 'FAKE-0003' }), 201);
      return json(billing({}));
    });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')?.textContent ?? null).toBeNull());
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe(`/api/clients/${CLIENT.id}/invoices`);
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({
      currency: 'USD',
      sendEmail: false,
      items: [{ description: 'Design hours', quantity: '7.5', amount: 19.99, discountPercent: 10 }],
    });
  });
});

describe('Invoice Details, manual mode', () => {
  it('offers Issue Invoice for a draft only, and sends status open', async () => {
    // The buttons follow each invoice's own can, as the server computed it (decision 0034).
    const draft = invoice({
      id: 'd1',
      invoiceNumber: 'INV-0021',
      status: 'draft',
      overdue: false,
      issuedAt: null,
      hostedInvoiceUrl: null,
      stripeInvoiceId: null,
      can: { issue: true, edit: true, markPaid: false, void: true, refund: false, creditNote: false },
    });
    const open = invoice({
      id: 'o1',
      invoiceNumber: 'INV-0020',
      hostedInvoiceUrl: null,
      stripeInvoiceId: null,
      can: { issue: false, edit: false, markPaid: true, void: true, refund: false, creditNote: true },
    });
    const fetchSpy = renderPanel(
      billing({
        mode: 'manual',
        customer: null,
        invoices: [draft, open],
        abilities: { createInvoice: true, manageStatus: true, readStatement: false, emailStatement: false },
      }),
    );
    // Cards (phones) and table (md up) are both in the DOM here.
    fireEvent.click((await screen.findAllByRole('button', { name: 'Details of invoice INV-0020' }))[0]!);
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: 'Issue Invoice' })).toBeNull();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Record Payment' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getAllByRole('button', { name: 'Details of invoice INV-0021' })[0]!);
    fetchSpy.mockImplementation(async (_input, init) =>
      init?.method === 'PATCH' ? json({ ...draft, status: 'open' }) : json(billing({ mode: 'manual' })),
    );
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Issue Invoice' }));
    await waitFor(() => expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(String(patch[0])).toBe('/api/invoices/d1');
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ status: 'open' });
  });

  it('shows the statement with its closing balance and Email to client for staff who may send it', async () => {
    const statement = {
      client: CLIENT,
      from: '2026-01-01',
      to: '2026-11-29',
      currencies: [
        {
          currency: 'USD',
          openingBalanceMinor: 1000,
          movements: [
            {
              date: '2026-03-02',
              kind: 'invoice',
              invoiceId: 'i1',
              invoiceNumber: 'FAKE-0001',
              reference: null,
              amountMinor: 5997,
              balanceMinor: 6997,
            },
          ],
          closingBalanceMinor: 6997,
        },
      ],
    };
    const data = billing({ abilities: { createInvoice: true, manageStatus: false, readStatement: true, emailStatement: true } });
    const fetchSpy = renderPanel(data);
    fetchSpy.mockImplementation(async (url) => json(String(url).includes('/statement') ? statement : data));
    fireEvent.click(within(await screen.findByRole('region', { name: 'Statement' })).getByRole('button', { name: 'Show Statement' }));
    const section = await screen.findByRole('region', { name: 'Statement' });
    expect((await within(section).findByTestId('statement-closing-USD')).textContent).toBe('$69.97');
    expect(within(section).getByRole('row', { name: /Invoice FAKE-0001/ }).textContent).toContain('+$59.97');
    expect(within(section).getByRole('button', { name: /Email to client/ })).toBeTruthy();
    expect(
      within(section)
        .getByRole('link', { name: /Download PDF \(USD\)/ })
        .getAttribute('href'),
    ).toContain(`/api/clients/${CLIENT.id}/statement.pdf?`);
  });
});
