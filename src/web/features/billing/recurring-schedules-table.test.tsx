import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecurringScheduleDto } from '@shared/schemas/recurring';
import { RecurringSchedulesTable } from './recurring-schedules-table';

const schedule = (over: Partial<RecurringScheduleDto>): RecurringScheduleDto => ({
  id: '0d1b8a43-9b64-4f5e-8f0e-0f7cf3c0b1a1',
  client: { id: 'c1', name: 'Four Corners Title & Escrow' },
  project: { id: 'p1', name: 'Closing Portal' },
  title: 'Support retainer',
  currency: 'USD',
  frequency: 'monthly',
  dayOfMonth: 15,
  startDate: '2027-01-01',
  endDate: null,
  maxCount: null,
  status: 'active',
  autoSend: true,
  dueDays: 14,
  nextPeriodStart: '2027-03-15',
  invoicesCount: 2,
  amountMinor: 1_500_000,
  allowanceMinutes: 600,
  carryOver: true,
  carriedMinutes: 90,
  createdAt: '2027-01-01T00:00:00Z',
  can: { pause: true, resume: false, cancel: true },
  ...over,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderTable(schedules: RecurringScheduleDto[]) {
  const fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => json({ ...schedules[0], status: 'cancelled', items: [], invoices: [] }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RecurringSchedulesTable schedules={schedules} />
    </QueryClientProvider>,
  );
  return fetchSpy;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RecurringSchedulesTable', () => {
  it('shows how often, the next invoice, the amount and the retainer, and only the actions the server allows', () => {
    renderTable([
      schedule({}),
      schedule({
        id: 'b',
        title: 'Hosting',
        status: 'paused',
        allowanceMinutes: null,
        project: null,
        can: { pause: false, resume: true, cancel: true },
      }),
    ]);
    const retainer = screen.getByRole('row', { name: /Support retainer/ });
    expect(within(retainer).getByText('Monthly on day 15')).toBeTruthy();
    expect(within(retainer).getByText('Mar 15, 2027')).toBeTruthy();
    expect(within(retainer).getByText('$15,000.00')).toBeTruthy();
    expect(within(retainer).getByText(/Retainer: 10:00 h per period on Closing Portal, 1:30 h carried/)).toBeTruthy();
    expect(within(retainer).getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(within(retainer).queryByRole('button', { name: 'Resume' })).toBeNull();
    const hosting = screen.getByRole('row', { name: /Hosting/ });
    expect(within(hosting).getByText('Paused')).toBeTruthy();
    expect(within(hosting).getByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(within(hosting).queryByRole('button', { name: 'Pause' })).toBeNull();
  });

  it('asks before cancelling, then sends the action', async () => {
    const fetchSpy = renderTable([schedule({})]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this schedule?' });
    expect(fetchSpy).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel Schedule' }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toContain('/api/recurring-schedules/0d1b8a43-9b64-4f5e-8f0e-0f7cf3c0b1a1/status');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ action: 'cancel' });
  });
});
