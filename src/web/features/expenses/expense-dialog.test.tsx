import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '../../test/render';
import { messageUnder, refusal } from '../../test/server-refusal';
import { ExpenseDialog } from './expense-dialog';

const PROJECT = '00000000-0000-4000-8000-000000000001';
const CATEGORY = '00000000-0000-4000-8000-000000000002';
const noop = () => undefined;

/** Reads answer the dialog's choices; every write is refused with `fields`. */
function server(fields: Record<string, string>) {
  return stubFetch((url, init) => {
    if (init?.method && init.method !== 'GET') return refusal(fields);
    if (url.includes('/options/projects')) return json([{ id: PROJECT, name: 'Online Store', clientId: 'c1' }]);
    if (url.includes('/expense-categories'))
      return json({ items: [{ id: CATEGORY, name: 'Travel', archived: false, createdAt: '', updatedAt: '' }] });
    if (url.includes('/options/')) return json([]);
    return json({ items: [] });
  });
}

describe('the Log Expense dialog', () => {
  resetAfterEach();

  it('checks the amount with the shared schema, sends numbers, and shows the server’s refusal under its field', async () => {
    const fetchSpy = server({ projectId: 'Choose one of your projects', taxRateId: 'Choose one of the active tax rates' });
    renderWithQueries(<ExpenseDialog open onOpenChange={noop} projectId={PROJECT} />);
    const dialog = await screen.findByRole('dialog', { name: 'Log Expense' });
    const amount = within(dialog).getByLabelText(/^Amount/);
    fireEvent.change(within(dialog).getByLabelText(/^Description/), { target: { value: 'Train to the workshop' } });
    fireEvent.change(amount, { target: { value: 'lots' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log Expense' }));
    await waitFor(() => expect(messageUnder(amount)).toBe('Amount must be a number'));
    const writes = () => fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(writes()).toHaveLength(0);

    await within(dialog).findByRole('option', { name: 'Travel' });
    fireEvent.change(within(dialog).getByLabelText(/^Category/), { target: { value: CATEGORY } });
    fireEvent.change(amount, { target: { value: '42.50' } });
    fireEvent.change(within(dialog).getByLabelText(/^Markup/), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log Expense' }));
    await waitFor(() => expect(messageUnder(within(dialog).getByLabelText(/^Project/))).toBe('Choose one of your projects'));
    expect(messageUnder(within(dialog).getByLabelText(/^Tax on the receipt/))).toBe('Choose one of the active tax rates');
    const body = JSON.parse(String(writes()[0]![1]?.body)) as Record<string, unknown>;
    // The project's currency applies: none is sent; money and markup travel as numbers.
    expect(body).toMatchObject({
      projectId: PROJECT,
      categoryId: CATEGORY,
      description: 'Train to the workshop',
      amount: 42.5,
      markupPercent: 10,
    });
    expect(body).not.toHaveProperty('currency');
  });
});
