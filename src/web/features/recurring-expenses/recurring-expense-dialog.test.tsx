import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RecurringExpenseDto } from '@shared/schemas/recurring-expenses';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '@web/test/render';
import { messageUnder, refusal } from '@web/test/server-refusal';
import { RecurringExpenseDialog } from './recurring-expense-dialog';

const PROJECT = '11111111-1111-4111-8111-111111111111';
const RATE = '22222222-2222-4222-8222-222222222222';

/** Records what the dialog sends; answers the pickers, and a write with `answer`. */
function server(answer: () => Response) {
  const sent: Array<{ method: string; url: string; body: Record<string, unknown> }> = [];
  stubFetch((url, init) => {
    if (init?.method && init.method !== 'GET') {
      sent.push({ method: init.method, url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      return answer();
    }
    if (url.includes('/options/projects')) return json([{ id: PROJECT, name: 'Portal rebuild', clientId: PROJECT }]);
    if (url.includes('/recurring-expenses/choices'))
      return json({ categories: [], taxRates: [{ id: RATE, name: 'VAT', rateMillionths: 200_000, inclusive: true }] });
    return json([]);
  });
  return sent;
}

const existing: RecurringExpenseDto = {
  id: '33333333-3333-4333-8333-333333333333',
  project: { id: PROJECT, name: 'Portal rebuild' },
  client: { id: PROJECT, name: 'Acme' },
  user: null,
  category: null,
  vendor: 'Figma',
  description: 'Design tool seat',
  amountMinor: 4500,
  currency: 'USD',
  tax: null,
  billable: true,
  markupBasisPoints: 1000,
  frequency: 'monthly',
  dayOfMonth: 10,
  startDate: '2031-01-01',
  endDate: null,
  status: 'active',
  nextPeriodStart: '2031-03-10',
  bookedCount: 2,
  lastBookedPeriod: '2031-02-10',
  createdAt: '2031-01-01T00:00:00.000Z',
  can: { edit: true, pause: true, resume: false, end: true },
};

describe('RecurringExpenseDialog', () => {
  resetAfterEach();

  it('checks what is typed before sending, then sends the amount, the markup in hundredths of a percent and the tax rate', async () => {
    const sent = server(() => json(existing, 201));
    const onOpenChange = vi.fn();
    renderWithQueries(<RecurringExpenseDialog onOpenChange={onOpenChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Set Up' }));
    expect(messageUnder(await screen.findByLabelText('Project'))).toBe('Choose a project');
    expect(messageUnder(screen.getByLabelText('Description'))).toBeTruthy();
    expect(sent).toEqual([]);

    await screen.findByRole('option', { name: 'Portal rebuild' });
    fireEvent.change(screen.getByLabelText('Project'), { target: { value: PROJECT } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Design tool seat' } });
    fireEvent.change(screen.getByLabelText('Amount each period'), { target: { value: '45' } });
    fireEvent.change(screen.getByLabelText('Markup when re-billed (%)'), { target: { value: '12.5' } });
    await screen.findByRole('option', { name: 'VAT (20%, included)' });
    fireEvent.change(screen.getByLabelText('Tax on the receipt'), { target: { value: RATE } });
    fireEvent.change(screen.getByLabelText('Day of the month (1-28)'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set Up' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      projectId: PROJECT,
      description: 'Design tool seat',
      amount: 45,
      markupBasisPoints: 1250,
      taxRateId: RATE,
      frequency: 'monthly',
      dayOfMonth: 10,
      billable: true,
    });
    expect(sent[0]!.body).not.toHaveProperty('currency');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('edits only what changed, keeps a booked calendar, and shows the server’s word under its field', async () => {
    const sent = server(() => refusal({ amount: 'Use at most 2 decimals for USD (steps of 0.01)' }));
    renderWithQueries(<RecurringExpenseDialog expense={existing} onOpenChange={vi.fn()} />);
    expect((screen.getByLabelText('Frequency') as HTMLSelectElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Amount each period'), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PATCH', body: { amount: 60 } });
    expect(Object.keys(sent[0]!.body)).toEqual(['amount']);
    await waitFor(() => expect(messageUnder(screen.getByLabelText('Amount each period'))).toMatch(/decimals for USD/));
  });
});
