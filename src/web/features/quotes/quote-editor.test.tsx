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
});
