import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '../../test/render';
import { messageUnder, refusal } from '../../test/server-refusal';
import { QuoteEditor } from './quote-editor';

const CLIENT = '00000000-0000-4000-8000-0000000000c1';
const isWrite = (init?: RequestInit) => Boolean(init?.method && init.method !== 'GET');

describe('QuoteEditor on the one form pattern', () => {
  resetAfterEach();

  it('checks the quote with the shared schema, then shows the server refusal where it belongs', async () => {
    const fetchSpy = stubFetch((url, init) =>
      isWrite(init)
        ? refusal({ title: 'A quote with this title exists', 'sections.0.items.0.unitPrice': 'Unit price is too large' })
        : json(url.includes('tax') ? { items: [] } : []),
    );
    renderWithQueries(<QuoteEditor quote={null} party={{ clientId: CLIENT }} />, { at: '/quotes/new' });
    const title = screen.getByLabelText('Title');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageUnder(title)).toBe('Title is required'));
    expect(fetchSpy.mock.calls.some(([, init]) => isWrite(init))).toBe(false);

    fireEvent.change(title, { target: { value: 'Bakery website' } });
    fireEvent.change(screen.getByLabelText('Section 1 line 1 description'), { target: { value: 'Home page design' } });
    fireEvent.change(screen.getByLabelText('Section 1 line 1 unit price'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageUnder(title)).toBe('A quote with this title exists'));
    expect(screen.getByText('Unit price is too large')).toBeTruthy();
    const [, post] = fetchSpy.mock.calls.find(([, init]) => isWrite(init))!;
    expect(JSON.parse(String(post!.body))).toMatchObject({ title: 'Bakery website', clientId: CLIENT, leadId: null });
  });

  it('shows totals that read top to bottom and line amounts of quantity x unit price, a tax inside the price included', async () => {
    const rate = (id: string, name: string, rateMillionths: number, inclusive: boolean) => ({
      id,
      familyId: id,
      name,
      rateMillionths,
      inclusive,
      archivedAt: null,
    });
    const VAT = '00000000-0000-4000-8000-0000000000a1';
    const NY = '00000000-0000-4000-8000-0000000000a2';
    stubFetch((url) =>
      json(url.includes('tax') ? { items: [rate(VAT, 'VAT', 200_000, false), rate(NY, 'NY sales tax', 88_750, true)] } : []),
    );
    renderWithQueries(<QuoteEditor quote={null} party={{ clientId: CLIENT }} />, { at: '/quotes/new' });
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'VAT 20%' }).length).toBeGreaterThan(0));
    const set = (field: string, value: string) =>
      fireEvent.change(screen.getByLabelText(`Section 1 line 1 ${field}`), { target: { value } });
    set('quantity', '2');
    set('unit price', '100');
    set('discount', '10');
    set('tax', VAT);
    fireEvent.click(screen.getByRole('button', { name: /add line/i }));
    fireEvent.change(screen.getByLabelText('Section 1 line 2 unit price'), { target: { value: '108.88' } });
    fireEvent.change(screen.getByLabelText('Section 1 line 2 tax'), { target: { value: NY } });
    // Each line's amount is quantity x unit price: the discount is taken off below, an inclusive tax is inside.
    expect(screen.getByLabelText('Section 1 line 1 amount').textContent).toBe('$200.00');
    expect(screen.getByLabelText('Section 1 line 2 amount').textContent).toBe('$108.88');
    const totals = screen.getByLabelText('Totals').textContent!;
    expect(totals).toBe('Subtotal$308.88Discounts−$20.00VAT 20%$36.00Total$324.88Includes NY sales tax 8.875%$8.88');
  });
});
