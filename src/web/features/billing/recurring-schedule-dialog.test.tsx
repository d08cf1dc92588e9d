import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecurringScheduleDialog } from './recurring-schedule-dialog';

const CLIENT_ID = '11111111-1111-4111-8111-111111111111';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Records what the dialog sends and refuses it, so the dialog stays open; every read is an empty answer. */
function mockServer() {
  const sent: Array<Record<string, unknown>> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    if (init?.method === 'POST') {
      sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return json({ error: { code: 'validation_failed', message: 'Some fields are invalid.', fields: {} } }, 400);
    }
    return json([]);
  });
  return sent;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RecurringScheduleDialog', () => {
  it('prices 1.5 days at 800.00 as $1,200.00 per invoice while typing, and sends the quantity as typed with its unit', async () => {
    const sent = mockServer();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RecurringScheduleDialog clientId={CLIENT_ID} onOpenChange={vi.fn()} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Design retainer' } });
    fireEvent.change(screen.getByLabelText('Item 1 description'), { target: { value: 'Design days' } });
    fireEvent.change(screen.getByLabelText('Item 1 quantity'), { target: { value: '1.5' } });
    fireEvent.change(screen.getByLabelText('Item 1 unit'), { target: { value: 'days' } });
    fireEvent.change(screen.getByLabelText('Item 1 unit price'), { target: { value: '800' } });
    expect(await screen.findByText('Each invoice $1,200.00')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Item 1 quantity'), { target: { value: '2.5555' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Schedule' }));
    expect(await screen.findByText('Use at most 3 decimals for the quantity')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText('Item 1 quantity'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Schedule' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.items).toEqual([{ description: 'Design days', quantity: '1.5', unit: 'days', amount: 800 }]);
  });
});
