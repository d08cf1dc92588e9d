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
  totalMinor: 0,
  minutes: 0,
  entryCount: 0,
  leftOut: { entryCount: 0, minutes: 0 },
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

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderDialog(createAnswer: () => Response = () => json({ id: 'inv', invoiceNumber: 'INV-0042' }, 201)) {
  const bodies: Array<{ url: string; body: Record<string, unknown> }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    bodies.push({ url, body });
    if (url.includes('/options/projects')) return json(PROJECTS);
    if (url.endsWith('/time-invoice/preview')) return json(body.includeUnapproved ? full : empty);
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
    expect(await screen.findByText('No unbilled time')).toBeTruthy();
    const sent = bodies.find((b) => b.url.endsWith('/preview'))!.body;
    expect(sent).toEqual({ ...lastCalendarMonth(), groupBy: 'task', rounding: { increment: 0, mode: 'up' } });
    expect((screen.getByRole('checkbox', { name: 'Online Store' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('button', { name: 'Create invoice' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('previews the lines, sends the edited description with the fingerprint, and closes', async () => {
    const { bodies, onOpenChange } = renderDialog();
    await screen.findByText('No unbilled time');
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
    await screen.findByText('No unbilled time');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include time not yet approved' }));
    await screen.findByTestId('time-invoice-total');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Create invoice' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Create invoice' }));
    const dueDate = screen.getByLabelText('Due date');
    await waitFor(() => expect(messageUnder(dueDate)).toBe('Due date cannot be in the past'));
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
