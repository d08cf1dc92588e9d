import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { BillingSettings } from '@shared/schemas/reminders';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '../../../test/render';
import { ReminderSettingsCard } from './reminder-settings-card';

const SETTINGS: BillingSettings = {
  remindersEnabled: true,
  reminderOffsets: [-3, 0, 7, 14],
  lateFeeKind: 'none',
  lateFeeFixedMinor: null,
  lateFeeBasisPoints: null,
  lateFeeAfterDays: 14,
  quoteValidDays: 30,
  quoteDepositBasisPoints: 5000,
  quoteAutoConvert: false,
  updatedAt: '2026-11-20T09:00:00.000Z',
};

describe('ReminderSettingsCard', () => {
  resetAfterEach();

  it('sends the edited schedule and the late fee as one whole row, once the admin has read what the fee will charge', async () => {
    const preview = { upcoming: { count: 2, totals: [{ currency: 'EUR', amountMinor: 1_500 }] }, notCharged: { count: 1 } };
    const fetchMock = stubFetch((url, init) =>
      init?.method === 'PUT'
        ? json({ ...SETTINGS, ...JSON.parse(String(init.body)), updatedAt: 'later' })
        : String(url).endsWith('/late-fee-preview')
          ? json(preview)
          : json(SETTINGS),
    );
    renderWithQueries(
      <>
        <ReminderSettingsCard />
        <Toaster />
      </>,
    );
    const schedule = await screen.findByRole('list', { name: 'Reminder schedule' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove the step 3 days before the due date' }));
    fireEvent.change(screen.getByLabelText('Days'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add step' }));
    expect(within(schedule).getByText('30 days after the due date')).toBeTruthy();
    // A day already in the schedule is refused in place.
    fireEvent.change(screen.getByLabelText('Days'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add step' }));
    expect(screen.getByText('That step is already in the schedule')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Late fee'), { target: { value: 'percent' } });
    fireEvent.change(screen.getByLabelText('Late fee (%)'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save billing settings' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Apply this late fee?' });
    expect(ask.textContent).toContain(
      'It will be added to 2 unpaid invoices if they are still unpaid 14 days after their due date: €15.00',
    );
    expect(ask.textContent).toContain('1 invoice is already more than 14 days past due');
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')).toBe(false);
    fireEvent.click(within(ask).getByRole('button', { name: 'Save billing settings' }));
    await screen.findByText('Billing settings saved');
    const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
    expect(JSON.parse(String((put![1] as RequestInit).body))).toMatchObject({
      reminderOffsets: [0, 7, 14, 30],
      lateFeeKind: 'percent',
      lateFeeBasisPoints: 150,
      lateFeeFixedMinor: null,
      lateFeeAfterDays: 14,
    });
  });

  it('shows the server’s message under the field it refused', async () => {
    stubFetch((_url, init) =>
      init?.method === 'PUT'
        ? json(
            { error: { code: 'validation_failed', message: 'Some fields are invalid.', fields: { quoteValidDays: 'At most 365 days' } } },
            400,
          )
        : json(SETTINGS),
    );
    renderWithQueries(<ReminderSettingsCard />);
    fireEvent.change(await screen.findByLabelText('Quotes stay valid for (days)'), { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save billing settings' }));
    await waitFor(() => expect(screen.getByText('At most 365 days')).toBeTruthy());
  });
});
