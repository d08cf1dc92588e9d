import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TimeInvoicePreview } from '@shared/schemas/time-invoice';
import { messageUnder } from '../../test/server-refusal';
import { InvoiceTimeDialog, lastCalendarMonth } from './invoice-time-dialog';

const CLIENT = { id: '3e4dd2a2-523f-43cb-a3e9-3a75a015478d', name: 'Mesa Verde Outfitters' };
const PROJECTS = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Online Store' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Brand Refresh' },
];
const empty: TimeInvoicePreview = {
  currency: null,
  lines: [],
  expenses: [],
  totalMinor: 0,
  expenseCount: 0,
  expensesMinor: 0,
  taxMinor: 0,
  minutes: 0,
  entryCount: 0,
  leftOut: { entryCount: 0, minutes: 0, otherCurrencyExpenses: 0 },
  includeUnapproved: false,
  fingerprint: '0-x',
};
const full: TimeInvoicePreview = {
  ...empty,
  currency: 'USD',
  totalMinor: 27_000,
  minutes: 135,
  entryCount: 2,
  includeUnapproved: true,
  fingerprint: '2-abc',
  lines: [{ key: 'task:p:t', description: 'Online Store: Checkout', minutes: 135, rateMinor: 12_000, amountMinor: 27_000, entryCount: 2 }],
};
const EXPENSE_ID = '33333333-3333-4333-8333-333333333333';
const expenseLine = (included: boolean) => ({
  key: `expense:${EXPENSE_ID}`,
  expenseId: EXPENSE_ID,
  expenseDate: '2026-10-14',
  projectName: 'Online Store',
  description: 'Travel: Train to the workshop',
  netMinor: 10_000,
  markupBasisPoints: 1500,
  priceMinor: 11_500,
  taxName: 'VAT',
  taxRateMillionths: 200_000,
  taxInclusive: false,
  lineNetMinor: 11_500,
  taxMinor: 2_300,
  totalMinor: 13_800,
  included,
});
/** Time and one expense; the expense left out when the body says so. */
const withExpense = (body: Record<string, unknown>): TimeInvoicePreview => {
  const included = !((body.leaveOutExpenseIds as string[] | undefined) ?? []).includes(EXPENSE_ID);
  return {
    ...full,
    expenses: [expenseLine(included)],
    expenseCount: included ? 1 : 0,
    expensesMinor: included ? 11_500 : 0,
    taxMinor: included ? 2_300 : 0,
    totalMinor: 27_000 + (included ? 11_500 : 0),
    fingerprint: included ? '2-abc|1-e' : '2-abc|0-e',
  };
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderDialog(
  createAnswer: () => Response = () => json({ id: 'inv', invoiceNumber: 'INV-0042' }, 201),
  previewOf: (body: Record<string, unknown>) => TimeInvoicePreview = (body) => (body.includeUnapproved ? full : empty),
) {
  const bodies: Array<{ url: string; body: Record<string, unknown> }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    bodies.push({ url, body });
    if (url.includes('/options/projects')) return json(PROJECTS);
    if (url.endsWith('/time-invoice/preview')) return json(previewOf(body));
    if (url.endsWith('/time-invoice')) return createAnswer();
    return json({}, 404);
  });
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <InvoiceTimeDialog client={CLIENT} onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { bodies, onOpenChange };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('InvoiceTimeDialog', () => {
  it('defaults to last calendar month, every project and the workspace setting, and says when nothing is unbilled', async () => {
    const { bodies } = renderDialog();
    expect(await screen.findByText('Nothing unbilled')).toBeTruthy();
    const sent = bodies.find((b) => b.url.endsWith('/preview'))!.body;
    expect(sent).toEqual({ ...lastCalendarMonth(), groupBy: 'task', rounding: { increment: 0, mode: 'up' } });
    expect((screen.getByRole('checkbox', { name: 'Online Store' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('button', { name: 'Create invoice' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('previews the lines, sends the edited description with the fingerprint, and closes', async () => {
    const { bodies, onOpenChange } = renderDialog();
    await screen.findByText('Nothing unbilled');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include time not yet approved' }));
    expect((await screen.findByTestId('time-invoice-total')).textContent).toBe('$270.00');
    // The line reads as the invoice will print it: 2.25 hours at $120.00 an hour.
    expect(screen.getByRole('row', { name: /Online Store/ }).textContent).toContain('$120.00/h');
    fireEvent.change(screen.getByLabelText('Line 1 description'), { target: { value: 'Checkout page' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Brand Refresh' }));
    await waitFor(() => expect(bodies.at(-1)!.body.projectIds).toEqual([PROJECTS[0]!.id]));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Create invoice' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Create invoice' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const created = bodies.find((b) => b.url.endsWith('/time-invoice'))!.body;
    expect(created).toMatchObject({
      fingerprint: '2-abc',
      includeUnapproved: true,
      projectIds: [PROJECTS[0]!.id],
      lineDescriptions: [{ key: 'task:p:t', description: 'Checkout page' }],
    });
  });

  it('shows the server refusal of a field under it, and keeps the dialog open', async () => {
    const refused = () =>
      json(
        {
          error: { code: 'validation_failed', message: 'Some fields are invalid.', fields: { dueDate: 'Due date cannot be in the past' } },
        },
        400,
      );
    const { onOpenChange } = renderDialog(refused);
    await screen.findByText('Nothing unbilled');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include time not yet approved' }));
    await screen.findByTestId('time-invoice-total');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Create invoice' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Create invoice' }));
    const dueDate = screen.getByLabelText('Due date');
    await waitFor(() => expect(messageUnder(dueDate)).toBe('Due date cannot be in the past'));
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('lists the expenses with their markup and tax, and sends the one left out', async () => {
    const { bodies, onOpenChange } = renderDialog(undefined, withExpense);
    expect(await screen.findByRole('dialog', { name: `Invoice time and expenses for ${CLIENT.name}` })).toBeTruthy();
    const expense = await screen.findByRole('checkbox', { name: 'Invoice Travel: Train to the workshop (2026-10-14)' });
    expect((expense as HTMLInputElement).checked).toBe(true);
    const row = screen.getByRole('row', { name: /Train to the workshop/ });
    expect(row.textContent).toContain('$115.00');
    expect(row.textContent).toContain('$23.00 (VAT 20%)');
    expect(row.textContent).toContain('$138.00');
    expect(row.textContent).toContain('cost $100.00 + 15%');
    expect(screen.getByTestId('time-invoice-total').textContent).toBe('$385.00');
    fireEvent.click(expense);
    await waitFor(() => expect(screen.getByTestId('time-invoice-total').textContent).toBe('$270.00'));
    expect(bodies.at(-1)!.body.leaveOutExpenseIds).toEqual([EXPENSE_ID]);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Create invoice' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Create invoice' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodies.find((b) => b.url.endsWith('/time-invoice'))!.body).toMatchObject({
      fingerprint: '2-abc|0-e',
      leaveOutExpenseIds: [EXPENSE_ID],
    });
  });
});
