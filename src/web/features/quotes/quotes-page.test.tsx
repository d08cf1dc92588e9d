import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Me } from '@shared/schemas/me';
import { ME_QUERY_KEY } from '../../lib/current-user';
import { testMe } from '../../test/me';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '../../test/render';
import { QuotesPage } from './quotes-page';

resetAfterEach();

const ADMIN: Me = testMe({}, { capabilities: { 'quotes.manage': 'all' } });

describe('QuotesPage', () => {
  it('opens filtered by the status its link names (the "quotes expired" notification)', async () => {
    const asked: string[] = [];
    stubFetch((url) => {
      asked.push(url);
      return url.startsWith('/api/quotes') ? json({ items: [], total: 0, page: 1, pageSize: 25 }) : json([]);
    });
    renderWithQueries(<QuotesPage />, { at: '/quotes?status=expired', seed: (q) => q.setQueryData(ME_QUERY_KEY, ADMIN) });
    await waitFor(() => expect(asked.some((u) => u.startsWith('/api/quotes?'))).toBe(true));
    const list = asked.filter((u) => u.startsWith('/api/quotes?'));
    expect(list.every((u) => new URL(u, 'http://x').searchParams.get('status') === 'expired')).toBe(true);
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('expired');
  });
});
