import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceDto } from '@shared/schemas/billing';
import { CreditNoteDialog } from './credit-note-dialog';
import { RecordPaymentDialog } from './record-payment-dialog';

const INVOICE = {
  id: '3e4dd2a2-523f-43cb-a3e9-3a75a015478d',
  clientId: '11111111-1111-4111-8111-111111111111',
  invoiceNumber: 'INV-0042',
  currency: 'USD',
  amountMinor: 50_000,
  amountCreditedMinor: 0,
  balanceMinor: 50_000,
  status: 'open',
} as InvoiceDto;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server's 400 with per-field messages, as `fieldErrors` writes it. */
const refusal = (fields: Record<string, string>) =>
  json({ error: { code: 'validation_failed', message: 'Some fields are invalid.', fields } }, 400);

/** Answers every write with `reply`, records what was sent; tax rates are an empty list. */
function mockServer(reply: Response) {
  const sent: Array<Record<string, unknown>> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (init?.method === 'POST') {
      sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return reply.clone();
    }
    return String(input).includes('tax-rates') ? json({ items: [] }) : json({}, 404);
  });
  return sent;
}

function renderWithQueries(dialog: React.ReactNode) {
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{dialog}</QueryClientProvider>);
}

/** The message under a field: its input points at it with aria-describedby. */
function messageUnder(label: string): string | null | undefined {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RecordPaymentDialog', () => {
  it('refuses bad input with the shared schema before anything is sent', async () => {
    const sent = mockServer(json({}));
    renderWithQueries(<RecordPaymentDialog invoice={INVOICE} onOpenChange={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Amount (USD)'), { target: { value: '12.345' } });
    fireEvent.change(screen.getByLabelText('Payment Date'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record Payment' }));

    await waitFor(() => expect(messageUnder('Amount (USD)')).toBe('Use at most 2 decimals for USD (steps of 0.01)'));
    expect(messageUnder('Payment Date')).toBe('Use a date like 2026-12-31');
    expect(sent).toEqual([]);
  });

  it("puts the server's message under the field it names and keeps the dialog open", async () => {
    const sent = mockServer(refusal({ amount: 'The balance is $500.00: a payment cannot be more' }));
    const onOpenChange = vi.fn();
    renderWithQueries(<RecordPaymentDialog invoice={INVOICE} onOpenChange={onOpenChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Record Payment' }));

    await waitFor(() => expect(messageUnder('Amount (USD)')).toBe('The balance is $500.00: a payment cannot be more'));
    expect(sent).toEqual([{ amount: 500, paidOn: expect.any(String), method: 'bank_transfer', reference: '', note: '', currency: 'USD' }]);
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe('CreditNoteDialog', () => {
  it('shows a refusal of the lines as a whole under the lines, and sends again once it is fixed', async () => {
    const sent = mockServer(refusal({ items: 'This invoice has been credited in full' }));
    renderWithQueries(<CreditNoteDialog invoice={INVOICE} onOpenChange={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Issue Credit Note' }));
    expect(await screen.findByText('Reason is required')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Overbilled' } });
    fireEvent.change(screen.getByLabelText('Line 1 description'), { target: { value: 'Design hours' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue Credit Note' }));
    expect(await screen.findByText('This invoice has been credited in full')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Issue Credit Note' }));
    await waitFor(() => expect(sent).toHaveLength(2));
  });

  it('credits part of a line in its unit: 2.5 hours at 120.00 shows a total of $300.00 and is sent as typed', async () => {
    const sent = mockServer(json({}, 500));
    renderWithQueries(<CreditNoteDialog invoice={INVOICE} onOpenChange={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Fewer hours than billed' } });
    fireEvent.change(screen.getByLabelText('Line 1 description'), { target: { value: 'Design' } });
    fireEvent.change(screen.getByLabelText('Line 1 quantity'), { target: { value: '2.5' } });
    fireEvent.change(screen.getByLabelText('Line 1 unit'), { target: { value: 'hours' } });
    fireEvent.change(screen.getByLabelText('Line 1 amount'), { target: { value: '120' } });
    expect(await screen.findByText('Total $300.00')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Line 1 quantity'), { target: { value: '2.5555' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue Credit Note' }));
    expect(await screen.findByText('Use at most 3 decimals for the quantity')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText('Line 1 quantity'), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue Credit Note' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.items).toEqual([{ description: 'Design', quantity: '2.5', unit: 'hours', amount: 120, taxRateId: '' }]);
  });
});
